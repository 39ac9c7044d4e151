import type { Page, Route } from '@playwright/test';
import { test, expect, expectPageHeading } from './fixtures';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'shared-data/region-store',
];

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

/** For each package: the versions registered in every federation share scope on the page, and who provided them. */
async function sharedPackages(page: Page) {
  return page.evaluate(() => {
    type Scopes = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } }).__FEDERATION__
      .__SHARE__;
    const result: Record<string, { version: string; from: string; loaded: boolean }[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            const list = (result[name] ??= []);
            if (!list.some((item) => item.version === version && item.from === entry.from)) {
              list.push({ version, from: entry.from, loaded: !!entry.loaded });
            }
          }
        }
      }
    }
    return result;
  }) as Promise<Record<string, (ShareEntry & { version: string })[]>>;
}

test('each shared singleton is loaded once, from the shell, across all four remotes', async ({ page }) => {
  const remoteScripts: string[] = [];
  page.on('response', async (response) => {
    if (/^http:\/\/localhost:300[1-4]\/.*\.js$/.test(response.url())) remoteScripts.push(await response.text());
  });
  // A course page mounts the catalogue and the membership pricing fragment; then learn and dashboard.
  await page.goto('/courses/react-masterclass');
  await expectPageHeading(page, 'React Masterclass');
  await expect(page.getByRole('link', { name: 'Get Lifetime Access' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/courses/react-masterclass/learn');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const shared = await sharedPackages(page);
  for (const name of SINGLETONS) {
    expect(shared[name], `${name} is shared`).toBeDefined();
    expect(shared[name], `${name} has exactly one copy`).toHaveLength(1);
    expect(shared[name]![0]!.from, `${name} comes from the shell`).toBe('shell');
    expect(shared[name]![0]!.loaded, `${name} is loaded`).toBe(true);
  }
  // No remote shipped its own React to the browser.
  expect(remoteScripts.length).toBeGreaterThan(0);
  for (const source of remoteScripts) {
    expect(source).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  }
});

/** Where each remote is served and a page it owns, plus a page of another remote to prove the rest works. */
const REMOTES = [
  { name: 'catalog', port: 3001, path: '/courses', fallback: 'Course catalogue', other: '/dashboard' },
  { name: 'membership', port: 3002, path: '/membership', fallback: 'Membership page', other: '/courses' },
  {
    name: 'learn',
    port: 3003,
    path: '/courses/python-programming-masterclass/learn',
    fallback: 'Course player',
    other: '/about',
  },
  { name: 'dashboard', port: 3004, path: '/dashboard', fallback: 'Dashboard', other: '/faqs' },
] as const;

type Failure = 'down' | 'not found' | 'hanging';

const failWith = (failure: Failure) => async (route: Route) => {
  if (failure === 'down') await route.abort('connectionrefused');
  else if (failure === 'not found') await route.fulfill({ status: 404, body: 'Not found' });
  // 'hanging': never answer.
};

const CASES: { remote: (typeof REMOTES)[number]; failure: Failure }[] = [
  ...REMOTES.map((remote) => ({ remote, failure: 'down' as const })),
  { remote: REMOTES[0], failure: 'not found' },
  { remote: REMOTES[3], failure: 'hanging' },
];

for (const { remote, failure } of CASES) {
  test(`when the ${remote.name} remote is ${failure}, its section falls back, the rest works, and Retry recovers`, async ({
    page,
  }) => {
    const origin = `http://localhost:${remote.port}/**`;
    const handler = failWith(failure);
    await page.route(origin, handler);
    await page.goto(remote.path);

    const fallback = page.getByRole('heading', { name: `${remote.fallback} is unavailable right now` });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another section still works.
    await page.goto(remote.other);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);

    // Back on the broken section, the remote comes back and Retry loads it.
    await page.goto(remote.path);
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await page.unroute(origin, handler);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(fallback).toHaveCount(0);
  });
}

test.describe('fragments of another team', () => {
  test('a course page keeps working when the membership remote is down, and its pricing block recovers on Retry', async ({
    page,
  }) => {
    const origin = 'http://localhost:3002/**';
    const handler = failWith('down');
    await page.route(origin, handler);
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    const fallback = page.getByRole('heading', { name: 'Membership pricing is unavailable right now' });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await page.unroute(origin, handler);
    await fallback.locator('xpath=..').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Get Lifetime Access' }).first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('the membership page keeps working when the catalogue is down; only its testimonials fall back', async ({
    page,
  }) => {
    await page.route('http://localhost:3001/**', failWith('down'));
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Your Learning Journey' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student testimonials is unavailable right now' })).toBeVisible({
      timeout: 15_000,
    });
  });
});
