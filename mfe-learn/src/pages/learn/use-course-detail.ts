import { useCallback, useEffect, useState } from 'react';
import { loadCourseDetail, type CourseDetail, type CourseId } from 'shared-data';

export type CourseDetailState =
  { status: 'loading' } | { status: 'ready'; detail: CourseDetail } | { status: 'error'; retry: () => void };

interface Settled {
  courseId: CourseId;
  attempt: number;
  detail: CourseDetail | null;
}

/**
 * The course's curriculum, projects, questions and objectives, loaded on demand (one chunk per
 * course). Loading until the current course's current attempt has settled; an error offers a retry.
 */
export function useCourseDetail(courseId: CourseId): CourseDetailState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    let current = true;
    loadCourseDetail(courseId).then(
      (detail) => current && setSettled({ courseId, attempt, detail }),
      () => current && setSettled({ courseId, attempt, detail: null }),
    );
    return () => {
      current = false;
    };
  }, [courseId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (!settled || settled.courseId !== courseId || settled.attempt !== attempt) return { status: 'loading' };
  return settled.detail ? { status: 'ready', detail: settled.detail } : { status: 'error', retry };
}
