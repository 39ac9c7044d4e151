import { Link } from 'react-router-dom';
import { getCourseById, type CourseId } from 'shared-data';
import { PageSection } from '../../../components/section/PageSection';
import { QuestionList } from './QuestionList';
import { useCourseQuestions } from './use-course-questions';
import styles from './PracticeQuestionsSection.module.css';

const PRACTICE_COURSE: CourseId = 'dsa-advanced';

/** The DSA practice questions members unlock, loaded from the interview course's detail. */
export function PracticeQuestionsSection() {
  const { state, retry } = useCourseQuestions(PRACTICE_COURSE);
  const course = getCourseById(PRACTICE_COURSE);
  return (
    <PageSection
      eyebrow="DSA practice"
      heading="14 Patterns & 100+ Coding Problems"
      intro={
        <>
          <p>Join our membership to access all questions and solutions.</p>
          {course && (
            <p className={styles.source}>
              Hand-picked LeetCode problems from <Link to={`/courses/${course.slug}`}>{course.title}</Link>, grouped by
              the pattern that solves them.
            </p>
          )}
        </>
      }
      tone="soft"
    >
      {state.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading practice questions…
        </p>
      )}
      {state.status === 'failed' && (
        <div className={styles.status} role="alert">
          <p>The practice questions could not be loaded.</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && <QuestionList questions={state.questions} />}
    </PageSection>
  );
}
