/**
 * The shell carries no catalogue content (issue 20): its builds, for the browser and the server,
 * hold no course, learning path, plan, FAQ or testimonial. Each page's head, the sitemap's slugs
 * and the footer's popular courses come from the team that renders them, so a change to any of
 * them is deployed by that team alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect } from './fixtures';

const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

/** The content the shell owns (the brand, links, organisation, shared heads, redirects): its builds alone hold it. */
const SITE_CONTENT = 'shared-data/content-site/';
/** The other teams' content packages. */
const OTHER_CONTENT = ['content-catalog', 'content-membership'].map((name) =>
  path.join(ROOT, 'shared-data', name, 'src'),
);

function filesUnder(folder: string, extension: RegExp): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('the shell holds no catalogue content', { tag: '@shell' }, () => {
  for (const list of ['modules-browser.json', 'modules-server.json']) {
    test(`${list}: no content module but the site's own`, () => {
      const modules = JSON.parse(fs.readFileSync(path.join(SHELL_DIST, list), 'utf8')) as string[];
      expect(modules.length).toBeGreaterThan(20);
      expect(modules.some((module) => module.startsWith(SITE_CONTENT))).toBe(true);
      const content = modules.filter((module) => /^shared-data\/content-/.test(module));
      expect(content.filter((module) => !module.startsWith(SITE_CONTENT))).toEqual([]);
    });
  }

  test('no course, learning path, plan, FAQ or testimonial text in any of its scripts', () => {
    const scripts = filesUnder(SHELL_DIST, /\.(js|mjs|cjs)$/);
    expect(scripts.length).toBeGreaterThan(5);
    const text = scripts.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    // Every sentence of the other teams' content: titles, descriptions, answers, stories.
    const samples = OTHER_CONTENT.flatMap((folder) => filesUnder(folder, /(?<!\.test)\.ts$/))
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'([^'\\\n]{16,})'/g)])
      .map(([, literal]) => literal!)
      // Words, not code (package names and DOM calls of the packages' few functions).
      .filter((literal) => literal.includes(' '));
    expect(samples).toContain('React Masterclass');
    expect(samples.length).toBeGreaterThan(200);
    expect(samples.filter((sample) => text.includes(sample))).toEqual([]);
  });
});
