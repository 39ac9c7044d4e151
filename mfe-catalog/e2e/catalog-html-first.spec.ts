/**
 * HTML first, the catalogue's pages: each control tapped before the scripts arrive takes effect
 * (the harness: e2e/tests/support/tap-before-scripts.ts), and with JavaScript off each page shows
 * its heading and content from the HTML, and its title once open
 * (e2e/tests/support/served-page.ts).
 */
import { BRAND } from '@shared-data/content-site';
import pythonDetail from '@shared-data/content-catalog/course-details/python';
import { expect, waitForInteractive } from 'e2e/fixtures';
import { pagesTitled, pagesWithoutScripts } from 'e2e/support/served-page';
import { tapsBeforeScripts } from 'e2e/support/tap-before-scripts';

tapsBeforeScripts([
  {
    route: '/',
    control: 'Expand all',
    run: async (page, landed) => {
      const roadmap = page.locator('article', {
        has: page.getByRole('heading', { level: 3, name: /^01\s*Frontend Development$/ }),
      });
      await roadmap.getByRole('button', { name: /^Expand all courses of / }).tap();
      await landed();
      await waitForInteractive(page);
      await expect(roadmap.locator('details:not([open])')).toHaveCount(0);
      await expect(roadmap.locator('details[open]')).not.toHaveCount(0);
      await expect(roadmap.getByRole('button', { name: /^Collapse all courses of / })).toBeVisible();
    },
  },
  {
    route: '/learning-path',
    control: "a bundle card's info button",
    run: async (page, landed) => {
      await page.getByRole('button', { name: 'See the 5 courses of Complete Frontend Development' }).tap();
      await landed();
      const dialog = page.getByRole('dialog', { name: 'Complete Frontend Development' });
      await expect(dialog).toBeVisible();
      await waitForInteractive(page);
      await expect(dialog).toBeVisible();
    },
  },
  {
    route: '/courses/python-programming-masterclass',
    control: 'Show N more of the curriculum',
    run: async (page, landed) => {
      const curriculum = page.getByRole('region', { name: 'Course Curriculum' });
      const toggle = curriculum.locator('summary', { hasText: /^Show \d+ more/ });
      await toggle.tap();
      await landed();
      await expect(toggle).toHaveAccessibleName('Show fewer');
      await waitForInteractive(page);
      await expect(toggle).toHaveAccessibleName('Show fewer');
    },
  },
]);

pagesWithoutScripts([
  {
    path: '/',
    heading: /Learn to Code by Building/,
    content: ['01', 'Frontend Development', 'View More Success Stories'],
  },
  {
    path: '/courses',
    heading: /courses/i,
    content: ['Python Programming Masterclass', 'Job Search & Resume Building'],
  },
  {
    path: '/courses/python-programming-masterclass',
    heading: 'Python Programming Masterclass',
    content: ['Course Curriculum', pythonDetail.curriculum[0]!.title, pythonDetail.curriculum[6]!.title],
  },
  {
    path: '/bundles/complete-frontend-development',
    heading: 'Complete Frontend Development',
    content: ['HTML & CSS Masterclass', 'JavaScript Masterclass', 'React Masterclass', 'Git & GitHub Masterclass'],
  },
  { path: '/learning-path', heading: /learning path/i, content: ['Complete Backend Development', 'Roadmap'] },
  { path: '/testimonials', heading: 'Student Success Stories', content: ['Average Rating'] },
  { path: '/about', heading: `About ${BRAND}`, content: ['Quick Brief', 'Why Choose'] },
  { path: '/contact', heading: /contact/i, content: ['Jaipur', 'Browse FAQs'] },
]);

pagesTitled([
  ['/', 'Learn Programming with Real Projects / CodeYatra'],
  ['/courses', 'All Courses / CodeYatra'],
  ['/learning-path', 'Learning Path / CodeYatra'],
  ['/bundles/complete-backend-development', 'Complete Backend Development / CodeYatra'],
]);
