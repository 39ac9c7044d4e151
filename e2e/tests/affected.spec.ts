/**
 * `npm run affected`: which parts a change deploys, read from the builds' own module lists. The
 * README's table is what the builds say; a file in one part's source names that part alone, and
 * every content file names its owner alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect } from './fixtures';

interface Affected {
  affected: (file: string) => { file: string; parts: string[]; unknown: string[] };
  readmeTable: () => string;
  tableInReadme: () => string;
  cells: (table: string) => string[];
}

interface OwnedPackage {
  codeyatra: { owner: string };
}

const tool = () => import('@shared-data/tooling/commands/affected') as Promise<Affected>;

test.describe('which parts a change deploys', { tag: '@shell' }, () => {
  test("the README's table is what the builds say", async () => {
    const { cells, readmeTable, tableInReadme } = await tool();
    expect(cells(tableInReadme())).toEqual(cells(readmeTable()));
  });

  test("a file of one part's own source names that part alone; every part is built", async () => {
    const { affected } = await tool();
    expect(affected('mfe-membership/src/exposed/FaqsPage.ts')).toEqual({
      file: 'mfe-membership/src/exposed/FaqsPage.ts',
      parts: ['mfe-membership'],
      unknown: [],
    });
    expect(affected('shell/src/layout/TopBar.tsx').parts).toEqual(['shell']);
    expect(affected('mfe-learn/src/exposed/LearnPage.ts').parts).toEqual(['mfe-learn']);
  });

  test('every content file, and every route declaration, names exactly one part: its owner', async () => {
    const { affected } = await tool();
    // Each content package names its owner (README, "Change content"); a file of it that no build
    // holds (a test or its helpers, the package file) names none.
    const contentDirs = fs.readdirSync(path.join(ROOT, 'shared-data')).filter((dir) => dir.startsWith('content-'));
    expect(contentDirs.sort()).toEqual(['content-catalog', 'content-membership', 'content-site']);
    let walked = 0;
    for (const dir of contentDirs) {
      const folder = path.join(ROOT, 'shared-data', dir);
      const owner = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as OwnedPackage).codeyatra
        .owner;
      const files = fs
        .readdirSync(path.join(folder, 'src'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !/\.test(?:-utils)?\.tsx?$/.test(entry.name))
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      for (const file of files) {
        // The content package's index is built only where the package is whole: its owner's ./Content.
        expect({ file, parts: affected(file).parts }).toEqual({ file, parts: [owner] });
        walked += 1;
      }
    }
    // The walk saw the packages whole (93 files once the partner wall lost its drawn shapes).
    expect(walked).toBeGreaterThan(80);
    for (const part of ['mfe-catalog', 'mfe-membership', 'mfe-learn', 'mfe-dashboard']) {
      expect(affected(`${part}/src/routes.json`).parts).toEqual([part]);
    }
  });

  test('a file only imported for its types, or not imported at all, deploys nothing', async () => {
    const { affected } = await tool();
    expect(affected('shared-data/rules/src/entities.ts').parts).toEqual([]);
    expect(affected('README.md').parts).toEqual([]);
  });
});
