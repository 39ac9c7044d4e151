import { originOf } from './scripts/parts.cjs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * The composed production build (npm run build) served by scripts/serve-all.mjs: shell on 3000,
 * remotes on 3001-3004, driven in Debian's Chromium. External sites are never fetched (see fixtures).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: originOf('shell'),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /redeploy\.spec\.ts/ },
    // Rebuilds a remote the other tests use: runs alone, after them.
    { name: 'redeploy', use: { browserName: 'chromium' }, testMatch: /redeploy\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/serve-all.mjs',
    url: `${originOf('shell')}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // The servers' own log (remote checks, new builds) beside the results.
    stdout: 'pipe',
    timeout: 30_000,
  },
});
