import { type Course } from '@shared-data/rules';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { courses } from '@shared-data/content-catalog';
import { CardGrid } from '../../components/card-grid/CardGrid';
import { COURSE_CARD_ROWS, CourseCard } from '../../components/course-card/CourseCard';
import { PageHero } from '../../components/page-hero/PageHero';
import styles from '../catalogue-page.module.css';
import { containerClass } from '@shared-data/ui';

/** `/courses`: a hero and every course card. */
export default function CoursesPage() {
  return (
    <>
      <PageHero
        eyebrow={`${courses.length} courses`}
        title="All Courses"
        lead={`Project-based courses in frontend, backend, Python, Django, DSA and career skills, trusted by ${SOCIAL_PROOF.students} students. Open a course to see its full curriculum.`}
      />
      <div className={containerClass(styles.body)}>
        <h2 className="visually-hidden">Course Catalogue</h2>
        <CardGrid<Course>
          items={courses}
          keyOf={(course) => course.id}
          render={(course) => <CourseCard course={course} />}
          rows={COURSE_CARD_ROWS}
          label="Courses"
        />
      </div>
    </>
  );
}
