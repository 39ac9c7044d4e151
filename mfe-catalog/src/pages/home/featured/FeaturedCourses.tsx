import { Link } from '@shared-data/platform/router';
import { followOnClass } from '@shared-data/ui';
import { DISPLAY_LIMITS } from '@shared-data/rules';
import { courseSummaries } from '@shared-data/content-catalog';
import { cardGridItemClass } from '../../../components/card-grid/CardGrid';
import { COURSE_CARD_ROWS, CourseCard } from '../../../components/course-card/CourseCard';
import { Section } from '../../../components/section/Section';
import { SwipeRow } from '../../../components/swipe-row/SwipeRow';
import { CourseLibrary } from '../library/CourseLibrary';

/**
 * The home page's course cards (a swipeable row on phones, three in a row from tablets up), then the
 * whole library of courses as a list, in one section.
 */
export function FeaturedCourses() {
  return (
    <Section
      estimate={{ phone: 115, tablet: 130, desktop: 90 }}
      eyebrow="Popular courses"
      title="Start with a Single Course"
      intro="Focused courses with projects, quizzes and a certificate at the end."
      tone="soft"
    >
      <SwipeRow label="Popular courses" aligned>
        {courseSummaries.slice(0, DISPLAY_LIMITS.homeCourses).map((course) => (
          <li key={course.id} className={cardGridItemClass(COURSE_CARD_ROWS)}>
            <CourseCard course={course} />
          </li>
        ))}
      </SwipeRow>
      <CourseLibrary />
      <p className={followOnClass()}>
        <Link to="/courses">See all courses</Link>
      </p>
    </Section>
  );
}
