/**
 * The site runs on a Node.js release in support, the one the project pins (ADR 0017): `npm ci`
 * installs it on a machine with an older one, and the servers `npm start` and this suite start run
 * it. Read from the running server's own figures, not from the test's process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect } from './fixtures';
import { METRICS } from './support/metrics';

const pinned = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  }
).devDependencies.node;

test("the shell's server runs the pinned Node.js, an LTS release of 24 or later", async () => {
  const text = await (await fetch(METRICS)).text();
  const running = /^codeyatra_runtime_info\{node="([\d.]+)"\} 1$/m.exec(text)?.[1];
  expect(running).toBe(pinned);
  const major = Number(running?.split('.')[0]);
  expect(major % 2, 'an even (LTS) line').toBe(0);
  expect(major).toBeGreaterThanOrEqual(24);
});
