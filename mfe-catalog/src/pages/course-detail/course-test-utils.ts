import { screen, within } from '@testing-library/react';
import { getCourseBySlug, type Course } from 'shared-data';
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
export const cardTitles = (name: string | RegExp) =>
  within(section(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
