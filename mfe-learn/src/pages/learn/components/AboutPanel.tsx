import { courseStatCard, type Course, formatCount, countOf } from '@shared-data/rules';
import { RatingStars, CheckIcon, rowClass, gridClass, headingClass, tagClass } from '@shared-data/ui';
import type { CourseDetailState } from '../use-course-detail';
import { DetailStatus } from './DetailStatus';
import styles from './AboutPanel.module.css';

/** About the course: description, stats, what you'll learn and the topics covered. */
export function AboutPanel({ course, detailState }: { course: Course; detailState: CourseDetailState }) {
  const thirdStat = courseStatCard(course.duration);
  return (
    <div className={styles.about}>
      <section className={styles.section}>
        <h2 className={headingClass('xl')}>About This Course</h2>
        <p className={styles.description}>{course.description}</p>
      </section>

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Video</dt>
          <dd>{course.duration.hours} hours</dd>
        </div>
        <div className={styles.stat}>
          <dt>{thirdStat.label}</dt>
          <dd>{thirdStat.value}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Students</dt>
          <dd>{formatCount(course.activeStudents)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Rating</dt>
          <dd className={styles.rating}>
            <span>{course.reviewRating}</span>
            <RatingStars rating={course.reviewRating} />
            <span className={styles.reviews}>({countOf(course.reviewCount, 'review')})</span>
          </dd>
        </div>
      </dl>

      <section className={styles.section}>
        <h2 className={headingClass('xl')}>What You&apos;ll Learn</h2>
        {detailState.status === 'ready' ? (
          <ul className={gridClass({ gap: 3 }, styles.objectives)}>
            {detailState.value.learningObjectives.map((objective) => (
              <li key={objective}>
                <CheckIcon className={styles.check} />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
        ) : (
          <DetailStatus state={detailState} what="learning objectives" />
        )}
      </section>

      <section className={styles.section}>
        <h2 className={headingClass('xl')}>Topics Covered</h2>
        <ul className={rowClass(2)}>
          {course.topics.map((topic) => (
            <li key={topic} className={tagClass({ tone: 'primary', size: 'sm' }, styles.topic)}>
              {topic}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
