/**
 * Independent deploys: the catalogue team changes a visible string, rebuilds only its remote
 * (`npm run build -w mfe-catalog`, new files in its dist/), and the shell's server-rendered HTML
 * shows the change within seconds, with no shell rebuild or restart. Runs after every other test
 * (its own Playwright project), since it rebuilds a remote the others use; the source and the build
 * are put back afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { ROOT } from '../scripts/parts.cjs';

const SOURCE = path.join(ROOT, 'mfe-catalog', 'src', 'pages', 'about', 'about-content.ts');
const BEFORE = 'Short, focused HD lessons recorded by working engineers';
const AFTER = `Redeployed ${Date.now()}: short HD lessons`;

const buildCatalog = () =>
  execFileSync('npm', ['run', 'build', '-w', 'mfe-catalog'], { cwd: ROOT, stdio: 'pipe', timeout: 240_000 });

test('a rebuilt remote shows in the HTML without a shell rebuild or restart', async ({ request }) => {
  test.setTimeout(600_000);
  const original = fs.readFileSync(SOURCE, 'utf8');
  expect(original).toContain(BEFORE);
  expect(await (await request.get('/about')).text()).toContain(BEFORE);
  try {
    fs.writeFileSync(SOURCE, original.replace(BEFORE, AFTER));
    buildCatalog();
    await expect
      .poll(async () => (await (await request.get('/about')).text()).includes(AFTER), { timeout: 60_000 })
      .toBe(true);
  } finally {
    fs.writeFileSync(SOURCE, original);
    buildCatalog();
  }
  await expect
    .poll(async () => (await (await request.get('/about')).text()).includes(BEFORE), { timeout: 30_000 })
    .toBe(true);
});
