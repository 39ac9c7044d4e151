import { useEffect, useState } from 'react';
import { enrichQuestions, getCourseById, loadCourseDetail, type CourseId, type QuestionCard } from 'shared-data';

export type CourseQuestionsState =
  { status: 'loading' } | { status: 'ready'; questions: QuestionCard[] } | { status: 'failed' };

type Outcome = { courseId: CourseId; attempt: number } & CourseQuestionsState;

/**
 * The practice questions of one course, loaded on demand (one chunk per course), as cards that
 * carry their course. `retry` loads again after a failure.
 */
export function useCourseQuestions(courseId: CourseId) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    loadCourseDetail(courseId).then(
      (detail) => {
        if (current) {
          const questions = enrichQuestions(detail.questions, getCourseById(courseId));
          setOutcome({ courseId, attempt, status: 'ready', questions });
        }
      },
      (error: unknown) => {
        console.error(`Could not load the questions of ${courseId}`, error);
        if (current) setOutcome({ courseId, attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [courseId, attempt]);

  const state: CourseQuestionsState =
    outcome && outcome.courseId === courseId && outcome.attempt === attempt ? outcome : { status: 'loading' };
  return { state, retry: () => setAttempt((value) => value + 1) };
}
