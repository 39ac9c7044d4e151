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

/** The shared-data content files a build may hold: the brand's name, founding year and links. */
const BRAND_CONTENT = ['shared-data/src/content/external-urls.ts', 'shared-data/src/content/site.ts'];

function filesUnder(folder: string, extension: RegExp): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('the shell holds no catalogue content', { tag: '@shell' }, () => {
  for (const list of ['modules-browser.json', 'modules-server.json']) {
    test(`${list}: no content module but the brand's`, () => {
      const modules = JSON.parse(fs.readFileSync(path.join(SHELL_DIST, list), 'utf8')) as string[];
      expect(modules.length).toBeGreaterThan(20);
      const content = modules.filter((module) => module.startsWith('shared-data/src/content/'));
      expect(content.filter((module) => !BRAND_CONTENT.includes(module))).toEqual([]);
    });
  }

  test('no course, learning path, plan, FAQ or testimonial text in any of its scripts', () => {
    const scripts = filesUnder(SHELL_DIST, /\.(js|mjs|cjs)$/);
    expect(scripts.length).toBeGreaterThan(5);
    const text = scripts.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    // Every sentence of the content files (the brand's aside): titles, descriptions, answers, stories.
    const contentFolder = path.join(ROOT, 'shared-data', 'src', 'content');
    const samples = fs
      .readdirSync(contentFolder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !BRAND_CONTENT.includes(`shared-data/src/content/${file}`))
      .flatMap((file) => [...fs.readFileSync(path.join(contentFolder, file), 'utf8').matchAll(/'([^'\\\n]{16,})'/g)])
      .map(([, literal]) => literal!);
    expect(samples).toContain('React Masterclass');
    expect(samples.length).toBeGreaterThan(200);
    expect(samples.filter((sample) => text.includes(sample))).toEqual([]);
  });
});
