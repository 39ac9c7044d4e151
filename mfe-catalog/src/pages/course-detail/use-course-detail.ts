import { useEffect, useState } from 'react';
import { loadCourseDetail, type CourseDetail, type CourseId } from 'shared-data';

type Outcome = { id: CourseId; attempt: number } & ({ status: 'ready'; detail: CourseDetail } | { status: 'failed' });

export type CourseDetailState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; detail: CourseDetail };

/**
 * Loads a course's curriculum, projects, questions and objectives (one chunk per course). An outcome
 * belongs to one course and one attempt, so a stale answer never shows and Retry starts loading again.
 */
export function useCourseDetail(id: CourseId): CourseDetailState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    loadCourseDetail(id).then(
      (detail) => current && setOutcome({ id, attempt, status: 'ready', detail }),
      (error: unknown) => {
        console.error(`Could not load the details of course ${id}`, error);
        if (current) setOutcome({ id, attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (!outcome || outcome.id !== id || outcome.attempt !== attempt) return { status: 'loading' };
  if (outcome.status === 'failed') return { status: 'failed', retry: () => setAttempt((value) => value + 1) };
  return { status: 'ready', detail: outcome.detail };
}
