/**
 * `npm run affected`: which parts a change deploys, read from the builds' own module lists. The
 * README's table is what the builds say; a file in one part's source names that part alone.
 */
import { test, expect } from './fixtures';

interface Affected {
  affected: (file: string) => { file: string; parts: string[]; unknown: string[] };
  readmeTable: () => string;
  tableInReadme: () => string;
  cells: (table: string) => string[];
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

  test('a plan deploys the membership team alone; a course deploys the parts that show it, never the shell', async () => {
    const { affected } = await tool();
    expect(affected('shared-data/src/content/plans.ts').parts).toEqual(['mfe-membership']);
    expect(affected('shared-data/src/content/faqs.ts').parts).toEqual(['mfe-membership']);
    const course = affected('shared-data/src/content/courses.ts').parts;
    expect(course).not.toContain('shell');
    // The catalogue, the membership comparison, the player and the dashboard each show courses.
    expect(course).toEqual(expect.arrayContaining(['mfe-catalog', 'mfe-membership', 'mfe-learn', 'mfe-dashboard']));
    expect(affected('shared-data/src/content/course-names.ts').parts).not.toContain('shell');
  });

  test('a file only imported for its types, or not imported at all, deploys nothing', async () => {
    const { affected } = await tool();
    expect(affected('shared-data/src/types/entities.ts').parts).toEqual([]);
    expect(affected('README.md').parts).toEqual([]);
  });
});
