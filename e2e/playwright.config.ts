import { originOf, REMOTE_PARTS, ROOT } from '@shared-data/parts';
import { defineConfig, type Project } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, NO_EXTERNAL_HOSTS } from './scripts/chromium.mjs';
import { FILE_OWNERS, SHARED_SPECS, teamSpecsOf } from './tests/support/owners';
import { SHELL_LOG_FILE } from './tests/support/shell-log';

/**
 * The composed production build (npm run build) served by `npm run serve` (@shared-data/tooling's commands/serve.mjs): shell on 3000,
 * remotes on 3001-3004, driven in Debian's Chromium (its headless shell, scripts/chromium.mjs). External sites are never fetched: no host but
 * this machine's resolves (NO_EXTERNAL_HOSTS; fixtures' `external` answers them for the tests that ask).
 * The specs are the shared folder's (tests/: the shell's, deploys, the sweeps over every route) and
 * each remote's own (mfe-<part>/e2e/), found from the repository's root; the projects take them by name.
 * E2E_TEAM=<part> (scripts/team-e2e.mjs) runs only the tests that part's team owns (tests/support/owners).
 */
const chromium = { browserName: 'chromium' } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPEC_FOLDERS = [SHARED_SPECS, ...REMOTE_PARTS.map(teamSpecsOf)].map(escape).join('|');
/** Spec files of the given names (a pattern), in the shared folder or a remote's. */
const specs = (names: string) => new RegExp(`/(${SPEC_FOLDERS})/${names}\\.spec\\.ts$`);
const EVERY_SPEC = specs('[^/]+');
const VISUAL = specs('visual-baselines');
const REDEPLOY = specs('[^/]*redeploy');
const CDN = specs('cdn-redeploy');
const OTHER_BROWSERS = specs('other-browsers');

function teamProjects(team: string): Project[] {
  const tag = `@${team}`;
  const files = (owner: string) =>
    Object.entries(FILE_OWNERS)
      .filter(([, owned]) => owned === owner)
      .map(([file]) => `${SHARED_SPECS}/${file}`);
  const own = REMOTE_PARTS.filter((part) => part.name === team).map((part) => `${teamSpecsOf(part)}/*.spec.ts`);
  return [
    // The spec files about the team's part, whole (the redeploy tests rebuild a remote: not in a team run).
    { name: `${team}: its specs`, use: chromium, testMatch: [...own, ...files(tag)], testIgnore: REDEPLOY },
    // The sweeps over every route: the tests of the routes the team renders.
    { name: `${team}: its routes`, use: chromium, testMatch: files('per route'), grep: new RegExp(tag) },
  ];
}

const everyProject: Project[] = [
  { name: 'chromium', use: chromium, testIgnore: [REDEPLOY, VISUAL, OTHER_BROWSERS] },
  // Firefox ESR and WebKitGTK, driven by the spec itself (puppeteer-core, selenium-webdriver), not by
  // Playwright. One test at a time: with two WebKitGTK (scripts on and off) at once, the driver once
  // failed every script call of the first page for two minutes ("Could not parse script result").
  { name: 'other-browsers', workers: 1, testMatch: OTHER_BROWSERS },
  { name: 'visual', use: chromium, testMatch: VISUAL },
  // Rebuilds a remote the other tests use: runs alone, after them, one file at a time (several files
  // deploy, canary and roll back the same remote: in parallel, one's rollback ended another's canary).
  {
    name: 'redeploy',
    use: chromium,
    workers: 1,
    testMatch: REDEPLOY,
    testIgnore: CDN,
    dependencies: ['chromium', 'visual', 'other-browsers'],
  },
  // nginx in front of two shell servers of their own (free ports); deploys the catalogue: runs last.
  { name: 'nginx', use: chromium, testMatch: CDN, dependencies: ['redeploy'] },
];

const team = process.env.E2E_TEAM;

export default defineConfig({
  // The repository's root, so that each remote's folder is in it; only the spec folders are read.
  testDir: ROOT,
  testMatch: EVERY_SPEC,
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // Visual baselines: a few anti-aliased pixels may differ, nothing more (a 1-px shift moves thousands).
    toHaveScreenshot: { maxDiffPixels: 40, threshold: 0.15, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per picture, for Debian's Chromium headless shell on Linux (the only browser Playwright drives here),
  // named by its path from the root: in the folder of the part that renders its route (visual-baselines.spec.ts).
  snapshotPathTemplate: '{testDir}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The HTML report shows a failed picture beside its baseline and the difference: npx playwright show-report.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: './test-results',
  use: {
    baseURL: originOf('shell'),
    // No trace by default: recording one for every test (to keep a failure's) took a sixth of the
    // suite's time on two cores (the accessibility and screen-fit specs: 213 s against 179 s). A
    // failure still leaves its screenshot and error context; to trace it, run it again with
    // `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS],
      // Its fonts are fixed (scripts/fonts.conf): another package's fonts would move the baselines.
      env: { ...process.env, FONTCONFIG_FILE: path.join(__dirname, 'scripts', 'fonts.conf') },
    },
  },
  projects: team ? teamProjects(team) : everyProject,
  webServer: {
    command: 'node ../shared-data/tooling/commands/serve.mjs',
    // One shell worker: a test that saw a deploy in one answer expects the next page to show it;
    // with a worker per core, each picks a deploy up within its own 2-second check.
    // Its log also goes to a file, which tests read (canary-metrics-redeploy.spec.ts).
    env: { SHELL_WORKERS: '1', SHELL_LOG_FILE },
    url: `${originOf('shell')}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // The servers' own log (remote checks, new builds) beside the results.
    stdout: 'pipe',
    timeout: 60_000,
  },
});
