import { screen, within } from '@testing-library/react';
import { type Course, type CurriculumItem } from '@shared-data/rules';
import { getCourseBySlug } from '@shared-data/content-catalog';
import { loadCourseDetail } from '@shared-data/content-catalog';
import { renderDetailPage } from '../detail-common/test-utils';
import CourseDetailPage from './CourseDetailPage';

/** What the course page's tests share: courses that stand for their kinds, and queries. */
export function course(slug: string): Course {
  const found = getCourseBySlug(slug);
  if (!found) throw new Error(`no course ${slug}`);
  return found;
}

export const PYTHON = 'python-programming-masterclass';
export const GIT = 'git-github-masterclass';
export const DSA_ADVANCED = 'data-structures-and-algorithms-interviews';

/** Renders the course page and waits until its curriculum has loaded. */
export async function renderCourse(slug: string) {
  await renderDetailPage(CourseDetailPage, '/courses/:slug', `/courses/${slug}`);
  await screen.findByRole('heading', { level: 2, name: 'Course Curriculum' });
}

export const section = (name: string | RegExp) => screen.getByRole('region', { name });
/** Whether the element is on screen: not in a closed disclosure (outside its summary). */
export const isShown = (element: Element) => element.closest('details:not([open]) > :not(summary)') === null;

/** The titles of a section's cards that are on screen (not those behind a closed show-more toggle). */
export const cardTitles = (name: string | RegExp) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3, hidden: true })
    .filter(isShown)
    .map((heading) => heading.textContent);

const curricula = new Map<string, readonly CurriculumItem[]>();

/** A course's curriculum (its details loaded; call after renderCourse). */
export function curriculumOf(slug: string): readonly CurriculumItem[] {
  const curriculum = curricula.get(slug);
  if (!curriculum) throw new Error(`load ${slug}'s curriculum first (loadCurricula)`);
  return curriculum;
}

/** Loads the curricula of the given courses, for the tests to compare the page with. */
export async function loadCurricula(...slugs: string[]) {
  for (const slug of slugs) curricula.set(slug, (await loadCourseDetail(course(slug).id)).curriculum);
}
