import { originOf } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import {
  test,
  expect,
  expectHydrated,
  expectNoA11yViolations,
  expectPageHeading,
  holdSectionCode,
  scriptsFrom,
  wakeSection,
} from 'e2e/fixtures';

const MEMBERSHIP_HEADING = 'One Membership. Every Course.';

const plansSection = (page: Page) => page.getByRole('region', { name: 'Choose Your Learning Journey' });
const planCard = (page: Page, title: 'Yearly Membership' | 'Lifetime Membership') =>
  plansSection(page).getByRole('article', { name: title });

async function expectCheckout(page: Page, buttonText: string, href: string) {
  const link = plansSection(page).getByRole('link', { name: new RegExp(buttonText) });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** /faqs: the first question open; one opened in another group closes it; the open one closes on a click. */
async function expectOneAccordion(page: Page) {
  const open = page.getByRole('main').locator('details[open]');
  const first = page.getByRole('main').locator('details').first();
  await expect(open.locator('summary')).toHaveText('What is CodeYatra?');
  for (const group of ['Courses & Content', 'Technical']) {
    const item = page.getByRole('region', { name: group }).locator('details').first();
    await item.locator('summary').click();
    await expect(item.locator('summary + *')).toBeVisible();
    await expect(open).toHaveCount(1);
  }
  await expect(first.locator('summary + *')).toBeHidden();
  await open.locator('summary').click();
  await expect(open).toHaveCount(0);
}

/** /membership: 9 questions; 'View All Questions' stays put, shows 83 below, reads 'Hide additional questions'. */
async function expectQuestionsToggle(page: Page) {
  const practice = page.getByRole('region', { name: '14 Patterns & 100+ Coding Problems' });
  await expect(practice.getByText('Join our membership to access all questions and solutions.')).toBeVisible();
  const [cards, toggle] = [practice.getByRole('listitem'), practice.locator('summary')];
  await expect(cards).toHaveCount(9);
  await expect(toggle).toHaveAccessibleName('View All Questions');
  await toggle.click();
  await expect(cards).toHaveCount(83);
  await expect(toggle).toHaveAccessibleName('Hide additional questions');
  await expect(practice.getByText('Showing all of the course’s 83 questions')).toBeVisible();
  await expect(toggle).toBeInViewport();
  expect((await cards.nth(9).boundingBox())!.y).toBeGreaterThan((await toggle.boundingBox())!.y);
  await toggle.click();
  await expect(cards).toHaveCount(9);
  await expect(toggle).toHaveAccessibleName('View All Questions');
}

test.describe('plans for a visitor in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('shows rupee prices and the India checkouts', async ({ page }) => {
    await page.goto('/membership');
    await expectPageHeading(page, MEMBERSHIP_HEADING);
    await expect(plansSection(page)).toHaveAttribute('id', 'plans');

    const yearly = planCard(page, 'Yearly Membership');
    await expect(yearly.getByText('₹1,999', { exact: true })).toBeVisible();
    await expect(yearly.getByText('/year')).toBeVisible();

    const lifetime = planCard(page, 'Lifetime Membership');
    await expect(lifetime.getByText('₹2,999', { exact: true })).toBeVisible();
    await expect(lifetime.locator('del')).toHaveText('₹5,999');
    await expect(lifetime.getByText('50% OFF NOW')).toBeVisible();
    await expect(lifetime.getByText('one-time')).toBeVisible();

    await expectCheckout(page, 'Get 1-Year Access', EXTERNAL_URLS.checkoutYearlyIndia);
    await expectCheckout(page, 'Get Lifetime Access', EXTERNAL_URLS.checkoutLifetimeIndia);
    await expect(plansSection(page).getByText(/\$\d/)).toHaveCount(0);
  });
});

test.describe('plans for a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows dollar prices and the global checkouts', async ({ page }) => {
    await page.goto('/membership');
    await expectPageHeading(page, MEMBERSHIP_HEADING);

    await expect(planCard(page, 'Yearly Membership').getByText('$59.99', { exact: true })).toBeVisible();
    const lifetime = planCard(page, 'Lifetime Membership');
    await expect(lifetime.getByText('$69.99', { exact: true })).toBeVisible();
    await expect(lifetime.locator('del')).toHaveText('$139.99');

    await expectCheckout(page, 'Get 1-Year Access', EXTERNAL_URLS.checkoutYearly);
    await expectCheckout(page, 'Get Lifetime Access', EXTERNAL_URLS.checkoutLifetime);
    await expect(plansSection(page).getByText(/₹/)).toHaveCount(0);
  });
});

test.describe('plan card hover', () => {
  const transformOf = (page: Page) =>
    planCard(page, 'Lifetime Membership').evaluate((card) => getComputedStyle(card).transform);

  test('grows slightly under the pointer', async ({ page }) => {
    await page.goto('/membership');
    await expectPageHeading(page, MEMBERSHIP_HEADING);
    const card = planCard(page, 'Lifetime Membership');
    await card.scrollIntoViewIfNeeded();
    expect(await transformOf(page)).toBe('none');
    await card.hover();
    await expect.poll(() => transformOf(page)).toMatch(/^matrix\(1\.0\d+, 0, 0, 1\.0\d+/);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays still', async ({ page }) => {
      await page.goto('/membership');
      await expectPageHeading(page, MEMBERSHIP_HEADING);
      await planCard(page, 'Lifetime Membership').hover();
      expect(await transformOf(page)).toBe('none');
    });
  });
});

test('membership page: sections, testimonials from the catalogue, and axe', async ({ page }) => {
  const catalogScripts = scriptsFrom(page, originOf('catalog'));
  await page.goto('/membership');
  await expectPageHeading(page, MEMBERSHIP_HEADING);
  await expect(page).toHaveTitle(/^Membership.* \/ CodeYatra$/);
  await expect(page.getByRole('link', { name: 'See Plans & Pricing' })).toHaveAttribute('href', '#plans');

  const stories = page.getByRole('region', { name: 'What Our Students Say' });
  await expect(stories.getByRole('article')).toHaveCount(6);
  await expect(page.getByText('Student testimonials is unavailable right now')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const storiesCode = catalogScripts.filter((url) => url.includes('__federation_expose_TestimonialsSection.'));
  expect(storiesCode, "the stories' code waits for the visitor").toEqual([]);

  // A link to the plans keeps the page: the stories hydrate, keeping their HTML until their code is in.
  const code = await holdSectionCode(page, ['TestimonialsSection']);
  await page.getByRole('link', { name: 'Choose Your Plan' }).click();
  await expect(page).toHaveURL(/\/membership#plans$/);
  await expect(plansSection(page)).toBeInViewport();
  await code.requested;
  await expect(stories.getByRole('article')).toHaveCount(6);
  await expect(page.getByText('Loading Student testimonials…')).toHaveCount(0);
  await expectNoA11yViolations(page); // as served: the stories still the server's HTML, their code held back
  code.release();
  await expectHydrated(stories.getByRole('heading', { level: 2 }));
});

test.describe('join page', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('offers the plans, the key answers and a way to the full membership page', async ({ page }) => {
    await page.goto('/join');
    await expectPageHeading(page, 'Join CodeYatra');
    await expect(page.getByText('₹2,999', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get Lifetime Access/ })).toHaveAttribute(
      'href',
      EXTERNAL_URLS.checkoutLifetimeIndia,
    );
    const faq = page.getByRole('region', { name: 'Before You Join' }).locator('details');
    await expect(faq.first()).toHaveAttribute('open', '');
    await expect(faq.and(page.locator('[open]'))).toHaveCount(1);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'See everything about the membership' }).click();
    await expectPageHeading(page, MEMBERSHIP_HEADING);
  });
});

test('terms of service has eleven numbered sections linked from its contents', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expectPageHeading(page, 'Terms of Service');
  const sections = page.locator('article section h2');
  await expect(sections).toHaveCount(11);
  await expect(sections.first()).toHaveText('1. Acceptance of Terms');
  await expect(sections.nth(8)).toHaveText('9. Governing Law');
  await expect(sections.last()).toHaveText('11. Contact');

  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Governing Law' }).click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.getByRole('heading', { name: '9. Governing Law' })).toBeInViewport();
  await expect(page.getByRole('link', { name: EXTERNAL_URLS.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${EXTERNAL_URLS.supportEmail}`,
  );
  await expectNoA11yViolations(page);
});

test('privacy policy has eleven numbered sections', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expectPageHeading(page, 'Privacy Policy');
  const sections = page.locator('article section h2');
  await expect(sections).toHaveCount(11);
  await expect(sections.first()).toHaveText('1. Information We Collect');
  await expect(sections.last()).toHaveText('11. Contact Us');
  await expect(page.getByText('user_location', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('pricing block on a course page', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('arrives through federation with both plans and their checkouts', async ({ page }) => {
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    const yearly = page.getByRole('link', { name: /Get 1-Year Access/ });
    await expect(yearly).toHaveAttribute('href', EXTERNAL_URLS.checkoutYearly);
    await expect(page.getByRole('link', { name: /Get Lifetime Access/ })).toHaveAttribute(
      'href',
      EXTERNAL_URLS.checkoutLifetime,
    );
    await expect(page.getByText('Membership pricing is unavailable right now')).toHaveCount(0);
  });
});

test.describe('plan offers on the home page', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('come from the membership remote, in the region’s currency, in the server’s HTML', async ({ page, request }) => {
    const fromMembership = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${originOf('membership')}/`) &&
        response.url().includes('__federation_expose_LifetimeOffer.') &&
        response.ok(),
    );
    await page.goto('/');
    await fromMembership;
    const offer = page.getByRole('region', { name: 'Lifetime Membership: Pay Once, Learn Forever' });
    await expect(offer.getByText(/₹2,999/)).toBeVisible();
    await expect(offer.locator('del')).toHaveText(/₹5,999/);
    await expect(offer.getByRole('link', { name: 'Explore Lifetime Membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
    const pitch = page.getByRole('region', { name: 'One Membership. Every Course.' });
    await expect(pitch.getByRole('link', { name: 'Explore Membership' })).toHaveAttribute('href', '/membership');
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);

    // Rendered by the shell's server from the membership team's server container.
    const html = await (await request.get('/', { headers: { Cookie: 'user_location=IN' } })).text();
    expect(html).toContain('Pay Once, Learn Forever');
    expect(html).toContain('One Membership. Every Course.');
    expect(html).toContain('₹2,999');
  });
});

test.describe('plan offers on the home page, for a visitor whose region the server knew', () => {
  test('load no membership code until the visitor reaches for one; then it hydrates and navigates in the page', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'user_location', value: 'IN', url: originOf('shell') }]);
    const membershipScripts = scriptsFrom(page, originOf('membership'));
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Lifetime Membership: Pay Once, Learn Forever' });
    await expect(offer.getByText(/₹2,999/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'One Membership. Every Course.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(membershipScripts, 'membership scripts on load').toEqual([]);

    const link = offer.getByRole('link', { name: 'Explore Lifetime Membership' });
    await wakeSection(page, offer, 'LifetimeOffer', link);
    await expect(offer.getByText(/₹2,999/)).toBeVisible();
    expect(membershipScripts.some((url) => url.includes('__federation_expose_MembershipPitch.'))).toBe(false);

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await link.click();
    await expectPageHeading(page, MEMBERSHIP_HEADING);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'with JavaScript off, from the HTML alone', () => {
    test.use({ javaScriptEnabled });
    test('FAQs page is one accordion across its four groups', async ({ page }) => {
      await page.goto('/faqs');
      for (const group of ['General', 'Courses & Content', 'Payment & Pricing', 'Technical']) {
        await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
      }
      await expectOneAccordion(page);
      await page.getByRole('link', { name: 'Contact Support' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test('View All Questions reveals the 83 questions and hides them again', async ({ page }) => {
      await page.goto('/membership');
      await expectQuestionsToggle(page);
    });
  });
}
