/** What the learn page's tests share: the courses they open, the page in a router, its chapters' parts. */
import { screen, within } from '@testing-library/react';
import { PlatformFixture, renderSettled } from '@shared-data/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Course } from '@shared-data/rules';
import { getCourseBySlug } from '@shared-data/content-catalog';
import LearnPage from './LearnPage';

export function course(slug: string): Course {
  const found = getCourseBySlug(slug);
  if (!found) throw new Error(`no course ${slug}`);
  return found;
}

export const python = course('python-programming-masterclass');
export const gitGithub = course('git-github-masterclass');
export const dsaAdvanced = course('data-structures-and-algorithms-interviews');

export async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/courses/:slug/learn', element: <LearnPage /> },
      { path: '/courses/:slug', element: <h1>Course detail</h1> },
      { path: '/membership', element: <h1>Membership</h1> },
      { path: '/404', element: <h1>Page Not Found</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = await renderSettled(
    <PlatformFixture>
      <RouterProvider router={router} />
    </PlatformFixture>,
  );
  return { router, ...view };
}

/** Narrow (phone) or wide (desktop) viewport, as the page's media query sees it. */
export function setViewport(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** A chapter's header: the summary of its disclosure, holding the chapter's heading. */
export function chapterHeader(title: string): HTMLElement {
  const header = screen.getByRole('heading', { level: 3, name: new RegExp(title) }).closest('summary');
  if (!header) throw new Error(`no chapter ${title}`);
  return header;
}
export const chapterDisclosure = (title: string) => chapterHeader(title).parentElement as HTMLDetailsElement;
export const lecturesOf = (title: string) =>
  within(chapterDisclosure(title)).getAllByRole('button', { name: /Enroll to watch/ });
