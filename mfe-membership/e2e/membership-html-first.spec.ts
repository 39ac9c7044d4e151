/**
 * HTML first, the membership team's pages: each control tapped before the scripts arrive takes
 * effect (the harness: e2e/tests/support/tap-before-scripts.ts), and with JavaScript off each page
 * shows its heading and content from the HTML, and its title once open
 * (e2e/tests/support/served-page.ts).
 */
import { BRAND } from '@shared-data/content-site';
import { expect, waitForInteractive } from 'e2e/fixtures';
import { pagesTitled, pagesWithoutScripts } from 'e2e/support/served-page';
import { tapsBeforeScripts } from 'e2e/support/tap-before-scripts';

tapsBeforeScripts([
  {
    route: '/faqs',
    control: 'the second FAQ',
    run: async (page, landed) => {
      const second = page.locator('details').nth(1);
      await second.locator('summary').tap();
      await landed();
      await expect(second).toHaveJSProperty('open', true);
      await expect(page.locator('details').first()).toHaveJSProperty('open', false);
      await waitForInteractive(page);
      await expect(second).toHaveJSProperty('open', true);
    },
  },
  {
    route: '/membership',
    control: 'View All Questions',
    run: async (page, landed) => {
      const practice = page.getByRole('region', { name: '14 Patterns & 100+ Coding Problems' });
      await practice.locator('summary').tap();
      await landed();
      await expect(practice.getByRole('listitem')).toHaveCount(83);
      await waitForInteractive(page);
      await expect(practice.locator('summary')).toHaveAccessibleName('Hide additional questions');
      await expect(practice.getByRole('listitem')).toHaveCount(83);
    },
  },
]);

pagesWithoutScripts([
  {
    path: '/membership',
    heading: 'One Membership. Every Course.',
    content: ['Get 1-Year Access', 'Get Lifetime Access'],
  },
  { path: '/join', heading: `Join ${BRAND}`, content: ['Get Lifetime Access'] },
  { path: '/terms-of-service', heading: 'Terms of Service', content: ['Governing Law'] },
  { path: '/privacy-policy', heading: 'Privacy Policy', content: ['Cookies'] },
  {
    path: '/faqs',
    heading: 'Frequently Asked Questions',
    content: ['General', 'Courses & Content', 'Payment & Pricing', 'Technical'],
  },
]);

pagesTitled([
  ['/faqs', 'Frequently Asked Questions / CodeYatra'],
  ['/terms-of-service', 'Terms of Service / CodeYatra'],
]);
