/**
 * @jest-environment node
 *
 * The team boundaries the README promises fail `npm run lint`: each deliberate violation below is
 * linted as if it were a file of that part, and must be reported; the allowed forms must not be.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** ESLint's messages for `source` as the file `fileName` (relative to the repository). */
function lint(fileName: string, source: string): LintMessage[] {
  const result = spawnSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', fileName, '--format', 'json'], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return report?.messages ?? [];
}

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);

describe('import boundaries', () => {
  it.each([
    [
      'a second region store, reached through shared-data/src',
      'mfe-dashboard/src/pages/dashboard/Bad.ts',
      "import { regionStore } from '../../../../shared-data/src/region/region-store';\nexport const store = regionStore;\n",
      /public entry points/,
    ],
    [
      "another part's source",
      'mfe-dashboard/src/pages/dashboard/Bad.ts',
      "import { CourseCard } from '../../../../mfe-catalog/src/components/course-card/CourseCard';\nexport const card = CourseCard;\n",
      /another part's files/,
    ],
    [
      "shared-data's src by package name",
      'shell/src/Bad.ts',
      "import { courses } from 'shared-data/src/content/courses';\nexport const all = courses;\n",
      /public entry points/,
    ],
    [
      'a relative path to the region store inside shared-data',
      'shared-data/src/ui/Bad.ts',
      "import { useRegion } from '../region/region-store';\nexport const hook = useRegion;\n",
      /shared-data\/region-store/,
    ],
  ])('fails on %s', (_name, fileName, source, message) => {
    const errors = boundaryErrors(lint(fileName, source));
    expect(errors.filter((text) => message.test(text))).not.toHaveLength(0);
  });

  it('accepts the public entry points and a part importing its own files', () => {
    const source = [
      "import { courses } from 'shared-data';",
      "import { regionStore } from 'shared-data/region-store';",
      "import { ExternalLink } from 'shared-data/ui';",
      "import { countLabel } from '../count';",
      'export const used = [courses, regionStore, ExternalLink, countLabel];',
      '',
    ].join('\n');
    expect(boundaryErrors(lint('mfe-dashboard/src/pages/dashboard/Good.ts', source))).toEqual([]);
  });
});
