/**
 * No page lets a script evaluate strings (issue 32): every page response carries a
 * Content-Security-Policy whose script-src allows neither `unsafe-eval` nor `unsafe-inline`, and
 * nothing the browser runs needs either: walking the site's pages and hydrating them, the browser
 * reports no violation of the policy.
 */
import { EVERY_ROUTE } from './support/routes';
import { test, expect } from './fixtures';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

for (const route of EVERY_ROUTE) {
  test(`${route}: its response forbids eval and inline scripts other than its own, by hash`, async ({ request }) => {
    const csp = (await request.get(route)).headers()['content-security-policy'] ?? '';
    const scripts = directive(csp, 'script-src');
    expect(scripts).toBeTruthy();
    expect(scripts).not.toContain('unsafe-eval');
    expect(scripts).not.toContain('unsafe-inline');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
}

test('nothing the pages run needs eval: no violation of the policy while they load, hydrate and navigate', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as { __violations?: string[] }).__violations = seen;
    addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const route of EVERY_ROUTE.slice(0, 6)) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __violations?: string[] }).__violations)).toEqual([]);
  }
  // A navigation in the page loads another remote's modules through the federation runtime.
  await page
    .getByRole('link', { name: /membership/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { __violations?: string[] }).__violations)).toEqual([]);
});
