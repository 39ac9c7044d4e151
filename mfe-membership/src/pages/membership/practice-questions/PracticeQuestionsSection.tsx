import { Suspense, useMemo } from 'react';
import { useResource } from '@shared-data/platform';
import { Link } from '@shared-data/platform/router';
import { enrichQuestions, type CourseId } from '@shared-data/rules';
import { courseDetailResource, getCourseById } from '@shared-data/content-catalog';
import { buttons, statusPanelClass } from '@shared-data/ui';
import { PageSection } from '../../../components/section/PageSection';
import { QuestionList } from './QuestionList';
import styles from './PracticeQuestionsSection.module.css';

const PRACTICE_COURSE: CourseId = 'dsa-advanced';

/** The DSA practice questions members unlock, loaded from the interview course's detail. */
export function PracticeQuestionsSection() {
  const course = getCourseById(PRACTICE_COURSE);
  return (
    <PageSection
      eyebrow="DSA practice"
      estimate={{ phone: 145, tablet: 100, desktop: 70 }}
      heading="14 Patterns & 100+ Coding Problems"
      intro={
        <>
          <p>Join our membership to access all questions and solutions.</p>
          {course && (
            <p className={styles.source}>
              Below, the {course.duration.questions} hand-picked LeetCode problems of{' '}
              <Link to={`/courses/${course.slug}`}>{course.title}</Link>, grouped by the pattern that solves them.
            </p>
          )}
        </>
      }
      tone="soft"
    >
      <Suspense
        fallback={
          <p className={statusPanelClass(styles.status)} role="status">
            Loading practice questions…
          </p>
        }
      >
        <PracticeQuestions courseId={PRACTICE_COURSE} />
      </Suspense>
    </PageSection>
  );
}

/** The course's questions as cards that carry their course (one content chunk, sent with the page). */
function PracticeQuestions({ courseId }: { courseId: CourseId }) {
  const detail = useResource(...courseDetailResource(courseId));
  const questions = useMemo(
    () => (detail.status === 'ready' ? enrichQuestions(detail.value.questions, getCourseById(courseId)) : []),
    [detail, courseId],
  );
  if (detail.status === 'failed') {
    return (
      <div className={statusPanelClass(styles.status)} role="alert">
        <p>The practice questions could not be loaded.</p>
        <button type="button" className={buttons.primary} onClick={detail.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <QuestionList questions={questions} />;
}
