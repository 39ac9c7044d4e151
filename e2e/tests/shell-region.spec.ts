import { originOf } from '@shared-data/parts';
import { test, expect, expectPageHeading } from './fixtures';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

async function regionCookie(context: import('@playwright/test').BrowserContext) {
  return (await context.cookies(originOf('shell'))).find((cookie) => cookie.name === 'user_location');
}

test.describe('in Asia/Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the first visit stores user_location=IN for 365 days on the whole site', async ({ page, context }) => {
    const before = Date.now() / 1000;
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    await expect.poll(async () => (await regionCookie(context))?.value).toBe('IN');
    const cookie = await regionCookie(context);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - before).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(cookie!.expires - before).toBeLessThan(YEAR_SECONDS + 120);
    // Remotes read the same store: the catalogue prices in rupees, and so does the membership pricing
    // block, which the region's change woke before the visitor reached for it.
    await expect(page.getByText('₹799').first()).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Unlock Every Course with One Membership' });
    await expect(pricing.getByText(/₹2,999/).first()).toBeVisible();
    await expect(pricing.getByText(/\$\d/)).toHaveCount(0);
  });

  test('an existing cookie is left alone', async ({ page, context }) => {
    await context.addCookies([{ name: 'user_location', value: 'GLOBAL', url: originOf('shell') }]);
    const [existing] = await context.cookies(originOf('shell'));
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    const cookie = await regionCookie(context);
    expect(cookie?.value).toBe('GLOBAL');
    expect(cookie?.expires).toBe(existing?.expires);
    await expect(page.getByText('$9.99').first()).toBeVisible();
    await expect(page.getByText('₹799')).toHaveCount(0);
  });
});

test.describe('in Asia/Calcutta', () => {
  test.use({ timezoneId: 'Asia/Calcutta' });

  test('the old zone name also counts as India', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await regionCookie(context))?.value).toBe('IN');
  });
});

test.describe('in America/New_York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the first visit stores user_location=GLOBAL and prices are in dollars', async ({ page, context }) => {
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    await expect.poll(async () => (await regionCookie(context))?.value).toBe('GLOBAL');
    await expect(page.getByText('$9.99').first()).toBeVisible();
    await expect(page.getByText('₹799')).toHaveCount(0);
  });
});
