/**
 * A team adds a page alone: the dashboard team writes a new page into its own folder (an exposed
 * file and an entry in src/routes.json, with a link in the footer) and runs `npm run deploy -w
 * mfe-dashboard`. The running shell's server (not rebuilt, not restarted) renders it with its head,
 * links it from every page's footer, lists it in the sitemap and reaches it by client-side
 * navigation, and a page rendered before the deploy finds it too (lazy route discovery); the e2e
 * sweeps take it from the same declaration; `npm run rollback` takes it away again (404, no link). Runs in the redeploy project,
 * after every other test; the source and the served version are put back afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect, expectPageHeading, waitForInteractive } from './fixtures';
import { declaredRoutes, everyRouteOf } from './support/routes';

const DASHBOARD = path.join(ROOT, 'mfe-dashboard');
const ROUTES_FILE = path.join(DASHBOARD, 'src', 'routes.json');
const PAGE_FILE = path.join(DASHBOARD, 'src', 'exposed', 'E2eReleaseNotes.tsx');
const POINTER = path.join(DASHBOARD, 'dist', 'current.json');
/** The shell's server bundle: a page added by a remote's deploy must not need it rebuilt. */
const SHELL_SERVER = path.join(ROOT, 'shell', 'dist', 'server', 'main.js');
const PATH = '/dashboard/release-notes';
const STAMP = `Added by the dashboard team in deploy ${Date.now()}`;
const NAV_LABEL = 'Release notes';

const PAGE_SOURCE = `import type { PageFile, PageModule } from '@shared-data/contracts';
import { Link } from '@shared-data/platform/router';
import type * as self from './E2eReleaseNotes';

function ReleaseNotes() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>Release notes</h1>
      <p>${STAMP}</p>
      <Link to="/courses">Browse courses</Link>
    </section>
  );
}

export const head: PageModule['head'] = async () => ({
  title: 'Release notes',
  description: 'What changed in your dashboard.',
  keywords: ['release notes'],
});
export default ReleaseNotes satisfies PageModule['default'];
export type Contract = PageFile<typeof self>;
`;

/** Runs a dashboard team's command (`npm run <script> -w mfe-dashboard -- <args>`); throws with its output on failure. */
const team = (script: string, ...args: string[]) =>
  execFileSync('npm', ['run', script, '-w', 'mfe-dashboard', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 240_000,
  });
const currentVersion = () => (JSON.parse(fs.readFileSync(POINTER, 'utf8')) as { current: string }).current;

type Request = { get: (url: string) => Promise<{ status: () => number; text: () => Promise<string> }> };
const statusOf = async (request: Request, url: string) => (await request.get(url)).status();
const sitemapHas = async (request: Request, url: string) =>
  (await (await request.get('/sitemap.xml')).text()).includes(`${url}</loc>`);
/** The links of the footer's "Others" column in a page's HTML as the server sends it. */
const otherLinks = async (request: Request, url: string) => {
  const html = await (await request.get(url)).text();
  const column = /aria-label="Other links".*?<\/nav>/s.exec(html)?.[0] ?? '';
  return [...column.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
};

test.describe.configure({ mode: 'serial' });

let oldVersion = '';

test.beforeAll(() => {
  oldVersion = currentVersion();
});

test.afterAll(() => {
  // Whatever happened, the site serves the version it served before.
  if (fs.existsSync(POINTER) && currentVersion() !== oldVersion) team('activate', oldVersion);
});

test('a page added to one remote and deployed by it is served by the running shell: status, head, footer link, sitemap, sweeps, client-side navigation; a rollback takes it away', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const shellBuiltAt = fs.statSync(SHELL_SERVER).mtimeMs;
  expect(await statusOf(request, PATH)).toBe(404);
  expect(await otherLinks(request, '/about')).not.toContain(PATH);

  // A visitor whose page was rendered before the deploy.
  const earlyVisitor = await browser.newPage();
  await earlyVisitor.goto('/dashboard');
  await waitForInteractive(earlyVisitor);

  const routes = fs.readFileSync(ROUTES_FILE, 'utf8');
  try {
    fs.writeFileSync(PAGE_FILE, PAGE_SOURCE);
    const declared = JSON.parse(routes) as object[];
    declared.push({
      path: PATH,
      page: './E2eReleaseNotes',
      label: 'Release notes',
      nav: { footer: [{ group: 'other', order: 25, label: NAV_LABEL }] },
    });
    fs.writeFileSync(ROUTES_FILE, `${JSON.stringify(declared, null, 2)}\n`);
    // The sweeps (axe, screen fit, HTML checker, baselines, owners) read the same declarations.
    expect(everyRouteOf(declaredRoutes())).toContain(PATH);
    team('deploy');
  } finally {
    fs.writeFileSync(ROUTES_FILE, routes);
    fs.rmSync(PAGE_FILE, { force: true });
  }
  expect(everyRouteOf(declaredRoutes())).not.toContain(PATH);
  expect(currentVersion()).not.toBe(oldVersion);

  // The server: within its pointer check, the new page with its owner's head; the sitemap lists it.
  // (The first render with a new version may give the section's fallback while its server container
  // loads on a busy machine: such a page is not cached, and the next one has it.)
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(PATH);
        html = await response.text();
        return `${response.status()}${html.includes(STAMP) ? ' with the page' : ''}`;
      },
      { timeout: 20_000 },
    )
    .toBe('200 with the page');
  expect(html).toContain('<title>Release notes / CodeYatra</title>');
  expect(html).toContain('content="What changed in your dashboard."');
  expect(await sitemapHas(request, PATH)).toBe(true);
  // Every page's footer links it, in the dashboard team's words, after the Dashboard link.
  const others = await otherLinks(request, '/about');
  expect(others).toContain(PATH);
  expect(others.indexOf(PATH)).toBe(others.indexOf('/dashboard') + 1);
  expect(fs.statSync(SHELL_SERVER).mtimeMs).toBe(shellBuiltAt);

  // The browser: hydrated from the same versions; the footer's link, the page's link and the back
  // button navigate in the page.
  await page.goto('/about');
  await waitForInteractive(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Other links' }).getByRole('link', { name: NAV_LABEL }).click();
  await expectPageHeading(page, 'Release notes');
  await expect(page).toHaveURL(PATH);
  await page.getByRole('link', { name: 'Browse courses' }).click();
  await expectPageHeading(page, /courses/i);
  await page.goBack();
  await expect(page.getByText(STAMP)).toBeVisible();
  await expect(page).toHaveTitle('Release notes / CodeYatra');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // A page rendered before the deploy: its route table lacks the page; navigating there asks the
  // remotes' current routes and loads it as a new document.
  await earlyVisitor.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, PATH);
  await expect(earlyVisitor.getByRole('heading', { level: 1, name: 'Release notes' })).toBeVisible();
  await earlyVisitor.close();

  // A rollback: the path is gone again, from the pages and the sitemap.
  team('rollback');
  expect(currentVersion()).toBe(oldVersion);
  await expect.poll(() => statusOf(request, PATH), { timeout: 15_000 }).toBe(404);
  expect(await sitemapHas(request, PATH)).toBe(false);
  expect(await otherLinks(request, '/about')).not.toContain(PATH);
  await page.goto('/dashboard');
  await expectPageHeading(page, 'Your Course Dashboard');
});
