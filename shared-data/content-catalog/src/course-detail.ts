import type { CourseDetail, CourseId } from '@shared-data/rules';

const loaded = new Map<CourseId, CourseDetail>();

/**
 * One course's curriculum, projects and questions, loaded on demand: webpack emits a chunk per
 * course, so a page downloads only the course it renders. Once a course has loaded, the promise
 * comes back already settled (React's `status`/`value` convention), so rendering it again, on the
 * server's next request or after a client-side navigation, does not suspend.
 */
export function loadCourseDetail(id: CourseId): Promise<CourseDetail> {
  const known = loaded.get(id);
  if (known) return Object.assign(Promise.resolve(known), { status: 'fulfilled', value: known });
  return import(/* webpackChunkName: "course-detail-[request]" */ `./course-details/${id}`).then(
    (module: { default: CourseDetail }) => {
      loaded.set(id, module.default);
      return module.default;
    },
  );
}

/**
 * A course's detail as the page's resource cache knows it: its key and its loader, for
 * `useResource(...courseDetailResource(id))` (rendered on the server and sent with the page, loaded
 * on demand after a client-side navigation; suspends while loading).
 */
export function courseDetailResource(id: CourseId): [key: string, load: () => Promise<CourseDetail>] {
  return [`course-detail/${id}`, () => loadCourseDetail(id)];
}
