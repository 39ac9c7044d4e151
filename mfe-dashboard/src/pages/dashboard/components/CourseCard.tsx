import { countOf, type Course } from '@shared-data/rules';
import { ExternalLink, RatingStars, buttonClass, cardClass } from '@shared-data/ui';
import { CourseCover } from './CourseCover';
import { ClockIcon, DownloadIcon, PlayIcon, ProjectIcon, QuestionIcon } from './icons';
import styles from './CourseCard.module.css';

/** A course the learner has: cover, title, rating, what it contains, and links to take it. */
export function CourseCard({ course, eager = false }: { course: Course; eager?: boolean }) {
  const linkName = (action: string) => `${action}: ${course.title} (opens in a new tab)`;
  return (
    <article className={cardClass({ media: true, lift: true }, styles.card)}>
      <CourseCover src={course.imageUrl} label={course.title} eager={eager} />
      <div className={styles.body}>
        <h3 className={styles.title}>{course.title}</h3>
        <p className={styles.rating}>
          <RatingStars rating={course.reviewRating} />
          <span className={styles.ratingValue} aria-hidden="true">
            {course.reviewRating}
          </span>
          <span className={styles.reviews}>({countOf(course.reviewCount, 'review')})</span>
        </p>
        <ul className={styles.stats}>
          <li className={styles.stat}>
            <ClockIcon className={styles.statIcon} />
            {countOf(course.duration.hours, 'hour')}
          </li>
          {course.duration.projects > 0 && (
            <li className={styles.stat}>
              <ProjectIcon className={styles.statIcon} />
              {countOf(course.duration.projects, 'project')}
            </li>
          )}
          {course.duration.questions > 0 && (
            <li className={styles.stat}>
              <QuestionIcon className={styles.statIcon} />
              {countOf(course.duration.questions, 'question')}
            </li>
          )}
        </ul>
        <div className={styles.actions}>
          <ExternalLink
            href={course.takeUrl}
            className={buttonClass({ variant: 'secondary', size: 'small' }, styles.action)}
            aria-label={linkName('Download')}
          >
            <DownloadIcon className={styles.actionIcon} />
            Download
          </ExternalLink>
          <ExternalLink
            href={course.takeUrl}
            className={buttonClass({ size: 'small' }, styles.action)}
            aria-label={linkName('Continue Learning')}
          >
            <PlayIcon className={styles.actionIcon} />
            Continue Learning
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
