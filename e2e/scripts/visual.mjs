#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:visual`: the visual baselines alone, against the current build (`npm run build` first).
 * `-- --update` writes new baselines for the pictures that differ (review them in git before committing);
 * other arguments go to Playwright (`-- --grep /membership`). The HTML report
 * (`npx playwright show-report` in e2e/) shows each failed picture beside its baseline and the difference.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import PARTS from './parts.cjs';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));
const playwright = path.join(PARTS.ROOT, 'node_modules', '.bin', 'playwright');
const { status } = spawnSync(playwright, ['test', '--project', 'visual', ...args], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
process.exit(status ?? 1);
