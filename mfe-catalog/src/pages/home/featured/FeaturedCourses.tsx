import { Link } from '@shared-data/platform/router';
import { DISPLAY_LIMITS, type CourseSummary } from '@shared-data/rules';
import { courseSummaries } from '@shared-data/content-catalog';
import { CardGrid } from '../../../components/card-grid/CardGrid';
import { COURSE_CARD_ROWS, CourseCard } from '../../../components/course-card/CourseCard';
import { Section } from '../../../components/section/Section';
import styles from './Featured.module.css';

/** The home page's course cards. */
export function FeaturedCourses() {
  return (
    <Section
      eyebrow="Popular courses"
      title="Start with a Single Course"
      intro="Focused courses with projects, quizzes and a certificate at the end."
      tone="soft"
    >
      <CardGrid<CourseSummary>
        items={courseSummaries.slice(0, DISPLAY_LIMITS.homeCourses)}
        keyOf={(course) => course.id}
        render={(course) => <CourseCard course={course} />}
        rows={COURSE_CARD_ROWS}
        label="Popular courses"
      />
      <p className={styles.more}>
        <Link to="/courses">See all courses</Link>
      </p>
    </Section>
  );
}
