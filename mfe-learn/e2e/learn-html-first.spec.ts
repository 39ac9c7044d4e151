/**
 * HTML first, the course player: a tab tapped before the scripts arrive takes effect (the harness:
 * e2e/tests/support/tap-before-scripts.ts), and with JavaScript off the page shows its heading and
 * curriculum from the HTML, and its title once open (e2e/tests/support/served-page.ts).
 */
import pythonDetail from '@shared-data/content-catalog/course-details/python';
import { expect, waitForInteractive } from 'e2e/fixtures';
import { pagesTitled, pagesWithoutScripts } from 'e2e/support/served-page';
import { tapsBeforeScripts } from 'e2e/support/tap-before-scripts';

tapsBeforeScripts([
  {
    route: '/courses/python-programming-masterclass/learn',
    control: 'the Projects tab',
    run: async (page, landed) => {
      const tab = page.getByRole('tablist', { name: 'Course details' }).getByRole('tab', { name: 'Projects' });
      await tab.tap();
      await landed();
      await waitForInteractive(page);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Projects' })).toBeVisible();
    },
  },
]);

pagesWithoutScripts([
  {
    path: '/courses/python-programming-masterclass/learn',
    heading: 'Python Programming Masterclass',
    content: [pythonDetail.curriculum[0]!.title, 'Enroll to watch'],
  },
]);

pagesTitled([
  ['/courses/python-programming-masterclass/learn', 'Python Programming Masterclass: Course Player / CodeYatra'],
]);
