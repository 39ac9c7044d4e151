import { originOf, REMOTE_PARTS } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { test, expect, expectPageHeading, wakeSection } from './fixtures';
import {
  freePort,
  startHangingServer,
  startRemote,
  startShell,
  type RemoteName,
  type RunningServer,
} from './support/servers';
import { DECLARED_ROUTES, mainPageOf, urlOf } from './support/routes';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@shared-data/platform/router',
  'zustand',
  '@shared-data/platform/region-store',
  '@shared-data/platform',
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

const REMOTE_ORIGINS = REMOTE_PARTS.map((part) => originOf(part.name));

/**
 * The federation containers on the page and how many runtime cores created them: the shell provides
 * the one core, and a remote carrying its own copy would add a second class.
 */
function federationRuntime(page: Page) {
  return page.evaluate(() => {
    const global = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
    };
    const instances = global.__FEDERATION__.__INSTANCES__;
    return {
      names: instances.map((instance) => instance.name),
      runtimeCores: new Set(instances.map((instance) => instance.constructor)).size,
      providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name,
    };
  });
}

test('each shared singleton and the federation runtime are loaded once, from the shell, across all four remotes', async ({
  page,
}) => {
  // Read again after the walk: a body read as the page navigates away is gone (the files are immutable).
  const remoteScriptUrls = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (REMOTE_ORIGINS.some((origin) => url.startsWith(`${origin}/`)) && url.endsWith('.js')) remoteScriptUrls.add(url);
  });
  // The membership page mounts its remote and the catalogue's stories fragment; then dashboard and learn.
  await page.goto('/membership');
  await expectPageHeading(page, 'One Membership. Every Course.');
  await expect(page.getByRole('region', { name: 'What Our Students Say' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageHeading(page, 'Your Course Dashboard'); // its own h1: the old page's or a fallback's is read too early
  const beforeLearnPage = await federationRuntime(page);
  await page.goto('/courses/react-masterclass/learn');
  await expectPageHeading(page, 'React Masterclass');

  const shared = await sharedPackages(page);
  for (const name of SINGLETONS) {
    expect(shared[name], `${name} is shared`).toBeDefined();
    expect(shared[name], `${name} has exactly one copy`).toHaveLength(1);
    expect(shared[name]![0]!.from, `${name} comes from the shell`).toBe('shell');
    expect(shared[name]![0]!.loaded, `${name} is loaded`).toBe(true);
  }
  const onLearnPage = await federationRuntime(page);
  for (const runtime of [beforeLearnPage, onLearnPage]) {
    expect(runtime.runtimeCores, `one runtime core for ${runtime.names.join(', ')}`).toBe(1);
    expect(runtime.providedBy).toBe('shell');
  }
  // The learn page shows the catalogue's courses: their owner's container provides them (its ./Content).
  expect([...beforeLearnPage.names, ...onLearnPage.names].sort()).toEqual([
    'catalog',
    'catalog',
    'dashboard',
    'learn',
    'membership',
    'shell',
    'shell',
  ]);
  // No remote shipped its own React to the browser...
  expect(remoteScriptUrls.size).toBeGreaterThan(0);
  for (const url of remoteScriptUrls) {
    const source = await (await page.request.get(url)).text();
    expect(source).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    // ...nor its own React Router (a second router would not see the shell's routes)...
    expect(source).not.toContain('inside another <Router>');
    // ...nor its own webpack bundler runtime of federation (its init's message), which the shell provides.
    expect(source).not.toContain('initOptions is required!');
  }
});

/**
 * A remote that is down for everyone: each case runs its own shell server whose remotes.json puts
 * the remote on a port where nothing answers (or something accepts and never answers). Until the
 * remote has answered once, the server does not know its routes: its paths answer 503 in the
 * layout ("unavailable", not missing). Once its routes are known, the remote going down again
 * leaves its pages in place with the section's fallback and Retry. Each remote's main page (its label
 * names the fallback); another remote's first page without prices shows nothing of it (a priced one does).
 */
const REMOTES = REMOTE_PARTS.map(({ name }) => ({
  name: name as RemoteName,
  page: mainPageOf(name),
  other: urlOf(DECLARED_ROUTES.find((route) => route.remote !== name && !route.priced)!),
}));

const CASES = [
  ...REMOTES.map((remote) => ({ remote, failure: 'down' as const })),
  { remote: REMOTES.at(-1)!, failure: 'hanging' as const },
];

for (const { remote, failure } of CASES) {
  test(`when the ${remote.name} remote is ${failure}, the server sends the layout with a fallback, the rest works, and the page comes back with it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const port = await freePort();
    const servers: RunningServer[] = [];
    if (failure === 'hanging') servers.push(await startHangingServer(port));
    const shell = await startShell({ [remote.name]: `http://localhost:${port}` });
    const url = `${shell.origin}${urlOf(remote.page)}`;
    const served = async () => {
      const response = await request.get(url);
      return { status: response.status(), html: await response.text() };
    };
    try {
      // Down since the start: the server answers 503 in the layout, with a way to try again.
      const first = await served();
      expect(first.status).toBe(503);
      expect(first.html).toContain('This page is unavailable right now');
      expect(first.html).toContain('Quick Links');
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another section still works.
      await page.goto(`${shell.origin}${remote.other}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);

      // The remote comes up on its address: within the server's checks, the page is back.
      for (const server of servers.splice(0)) await server.stop();
      servers.push(await startRemote(remote.name, port));
      await expect.poll(async () => (await served()).status, { timeout: 15_000 }).toBe(200);

      // Down again, with its routes known: 200, the layout, and the section's fallback in the HTML.
      for (const server of servers.splice(0)) await server.stop();
      await expect
        .poll(async () => (await served()).html.includes(`${remote.page.label} is unavailable right now`), {
          timeout: 15_000,
        })
        .toBe(true);
      const again = await served();
      expect(again.status).toBe(200);
      expect(again.html).toContain('Quick Links');

      // In the browser: the fallback in the layout; it tries the section again and still offers Retry.
      await page.goto(url);
      const fallback = page.getByRole('heading', { name: `${remote.page.label} is unavailable right now` });
      await expect(fallback).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });

      // The remote comes back: Retry loads it, and the server renders it again.
      servers.push(await startRemote(remote.name, port));
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(fallback).toHaveCount(0);
      await expect.poll(async () => (await served()).html.includes('is unavailable'), { timeout: 15_000 }).toBe(false);
    } finally {
      await shell.stop();
      for (const server of servers) await server.stop();
    }
  });
}

test.describe('fragments of another team', () => {
  test('a course page keeps working when the membership remote is down; only its pricing block falls back', async ({
    page,
  }) => {
    const shell = await startShell({ membership: `http://localhost:${await freePort()}` });
    try {
      await page.goto(`${shell.origin}/courses/react-masterclass`);
      await expectPageHeading(page, 'React Masterclass');
      await expect(page.getByRole('heading', { name: 'Course Curriculum' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Membership pricing is unavailable right now' })).toBeVisible();
    } finally {
      await shell.stop();
    }
  });

  test('while the catalogue is down, a membership page that shows its courses falls back in the layout; one that does not keeps working', async ({
    page,
  }) => {
    const shell = await startShell({ catalog: `http://localhost:${await freePort()}` });
    try {
      await page.goto(`${shell.origin}/membership`);
      await expect(page.getByRole('heading', { name: 'Membership page is unavailable right now' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.goto(`${shell.origin}/terms-of-service`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
    } finally {
      await shell.stop();
    }
  });
});

test.describe("the shell's own parts that another team fills", () => {
  test("while the catalogue is down since the start the footer keeps its column and the other teams' links, and the sitemap asks crawlers to come back", async ({
    page,
    request,
  }) => {
    const shell = await startShell({ catalog: `http://localhost:${await freePort()}` });
    try {
      await page.goto(`${shell.origin}/terms-of-service`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const popular = page.getByRole('navigation', { name: 'Popular courses' });
      await expect(popular.getByText(/is unavailable right now/)).toHaveCount(0);
      // The links the known versions declare: not yet the catalogue's (its "Browse all courses").
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
      const sitemap = await request.get(`${shell.origin}/sitemap.xml`);
      expect(sitemap.status()).toBe(503);
      expect(sitemap.headers()['retry-after']).toBe('60');
    } finally {
      await shell.stop();
    }
  });

  test("the footer's popular courses are the catalogue's, in the server's HTML, and navigate in the page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/membership')).text();
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('href="/courses/react-masterclass"');
    const catalogScripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('__federation_expose_PopularCourses.')) catalogScripts.push(sent.url());
    });
    await page.goto('/membership');
    const popular = page.getByRole('navigation', { name: 'Popular courses' });
    await expect(popular.getByRole('link')).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    // Links that work without a script: their code loads when the visitor reaches for them.
    expect(catalogScripts).toEqual([]);
    const link = popular.getByRole('link', { name: 'React Masterclass' });
    await wakeSection(page, link, 'PopularCourses');
    await page.evaluate(() => {
      (window as unknown as { stayedInPage: boolean }).stayedInPage = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/courses\/react-masterclass$/);
    await expect(page.getByRole('heading', { level: 1, name: 'React Masterclass' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
  });
});
