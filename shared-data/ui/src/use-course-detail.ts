import { useCallback } from 'react';
import { useResource, type Loaded } from '@shared-data/platform';
import { loadCourseDetail } from '@shared-data/content-catalog';
import type { CourseDetail, CourseId } from '@shared-data/rules';

/**
 * A course's curriculum, projects, questions and objectives (one chunk per course), through the
 * page's resource cache: rendered on the server and sent with the page, loaded on demand after a
 * client-side navigation. Suspends while loading.
 */
export function useCourseDetail(id: CourseId): Loaded<CourseDetail> {
  const load = useCallback(() => loadCourseDetail(id), [id]);
  return useResource(`course-detail/${id}`, load);
}
