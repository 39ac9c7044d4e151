/**
 * @jest-environment node
 *
 * The team boundaries the README promises fail `npm run lint`: each deliberate violation below is
 * linted as if it were a file of that part, and must be reported; the allowed forms must not be.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

function eslint(args: string[], input?: string): { filePath: string; messages: LintMessage[] }[] {
  const result = spawnSync(process.execPath, [ESLINT, ...args, '--format', 'json'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as { filePath: string; messages: LintMessage[] }[];
}

/** ESLint's messages for `source` as the file `fileName` (relative to the repository). */
function lint(fileName: string, source: string): LintMessage[] {
  return eslint(['--stdin', '--stdin-filename', fileName], source)[0]?.messages ?? [];
}

const boundaryErrors = (messages: LintMessage[]) =>
  messages
    .filter((message) =>
      [
        'no-restricted-imports',
        '@typescript-eslint/no-restricted-imports',
        'import-x/no-extraneous-dependencies',
      ].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);

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
    [
      'React Router imported by a part, not through the shared facade',
      'mfe-learn/src/pages/learn/Bad.tsx',
      "import { Link } from 'react-router-dom';\nexport const link = Link;\n",
      /shared-data\/router/,
    ],
    [
      'React Router imported by shared UI',
      'shared-data/src/ui/Bad.tsx',
      "import { useParams } from 'react-router';\nexport const params = useParams;\n",
      /shared-data\/router/,
    ],
    [
      "a deep import of another team's content (it would bundle the owner's file)",
      'mfe-learn/src/pages/learn/Bad.ts',
      "import detail from '@shared-data/content-catalog/course-details/python';\nexport const python = detail;\n",
      /package's entry/,
    ],
    [
      'the site content reading the catalogue (not among its package dependencies)',
      'shared-data/content-site/src/Bad.ts',
      "import { courses } from '@shared-data/content-catalog';\nexport const all = courses;\n",
      /should be listed in the project's dependencies/,
    ],
    [
      "the catalogue's content reading the membership team's (content depends one way)",
      'shared-data/content-catalog/src/Bad.ts',
      "import { plans } from '@shared-data/content-membership';\nexport const all = plans;\n",
      /should be listed in the project's dependencies/,
    ],
    [
      'content importing the platform (a lower layer of shared-data reaching up)',
      'shared-data/content-catalog/src/Bad.ts',
      "import { RemoteBoundary } from 'shared-data/platform';\nexport const boundary = RemoteBoundary;\n",
      /higher layer/,
    ],
    [
      'a rule importing shared UI by a relative path',
      'shared-data/src/rules/Bad.ts',
      "import { ExternalLink } from '../ui/ExternalLink';\nexport const link = ExternalLink;\n",
      /higher layer/,
    ],
    [
      'the platform importing the standalone app',
      'shared-data/src/platform/Bad.ts',
      "import { StandaloneApp } from '../standalone';\nexport const app = StandaloneApp;\n",
      /higher layer/,
    ],
  ])('fails on %s', (_name, fileName, source, message) => {
    const errors = boundaryErrors(lint(fileName, source));
    expect(errors.filter((text) => message.test(text))).not.toHaveLength(0);
  });

  it('accepts the public entry points and a part importing its own files', () => {
    const source = [
      "import { courses } from '@shared-data/content-catalog';",
      "import { regionStore } from 'shared-data/region-store';",
      "import { ExternalLink } from 'shared-data/ui';",
      "import { Link } from 'shared-data/router';",
      "import { countLabel } from '../count';",
      'export const used = [courses, regionStore, ExternalLink, Link, countLabel];',
      '',
    ].join('\n');
    expect(boundaryErrors(lint('mfe-dashboard/src/pages/dashboard/Good.ts', source))).toEqual([]);
  });

  describe('import cycles', () => {
    const folder = path.join(ROOT, 'mfe-dashboard', 'src', `lint-fixture-${process.pid}`);
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('fails on two modules that import each other', () => {
      fs.mkdirSync(folder);
      fs.writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      fs.writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
      const reports = eslint([folder]);
      const cycles = reports.flatMap((report) =>
        report.messages
          .filter((message) => message.ruleId === 'import-x/no-cycle')
          .map(() => path.basename(report.filePath)),
      );
      expect(cycles.sort()).toEqual(['first.ts', 'second.ts']);
    });

    it('accepts the same modules once one no longer imports the other', () => {
      fs.mkdirSync(folder);
      fs.writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      fs.writeFileSync(path.join(folder, 'second.ts'), 'export const second = () => 2;\n');
      expect(eslint([folder]).flatMap((report) => report.messages)).toEqual([]);
    });
  });
});

describe('production code never imports tooling', () => {
  const toolingErrors = (messages: LintMessage[]) =>
    messages
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.message);

  it.each([
    [
      "a remote's page",
      'mfe-catalog/src/pages/about/Bad.ts',
      "import { rules } from '@shared-data/tooling/build/module-rules';",
    ],
    [
      "the shell's server",
      'shell/src/server/Bad.ts',
      "import { affected } from '@shared-data/tooling/commands/affected';",
    ],
    [
      "a part's test",
      'mfe-learn/src/pages/learn/Bad.test.ts',
      "import versions from '@shared-data/tooling/deploy/versions';",
    ],
    ['shared-data', 'shared-data/src/platform/Bad.ts', "import { x } from '../../tooling/build/precompress';"],
    ['the hosting workspace', 'shared-data/hosting/bad.mjs', "import { x } from '../tooling/build/precompress.mjs';"],
  ])('fails on tooling in %s', (_name, fileName, line) => {
    expect(toolingErrors(lint(fileName, `${line}\nexport const used = 1;\n`))).toEqual([
      expect.stringContaining('never imports @shared-data/tooling'),
    ]);
  });

  it('accepts tooling in build scripts and the e2e suite', () => {
    const line =
      "import { shareCard } from '@shared-data/tooling/build/share-image';\nexport const card = shareCard;\n";
    expect(toolingErrors(lint('mfe-catalog/build/Good.mjs', line))).toEqual([]);
    expect(toolingErrors(lint('e2e/tests/Good.ts', line))).toEqual([]);
  });

  it('the runtime packages of the parts and of shared-data depend on neither tooling nor Fastify', () => {
    const manifest = (dir: string) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
    const remotes = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-'));
    for (const dir of ['shared-data', 'shared-data/parts', 'shell', ...remotes]) {
      expect(Object.keys(manifest(dir).dependencies ?? {})).not.toContain('@shared-data/tooling');
    }
    for (const dir of ['shared-data', 'shared-data/parts', ...remotes]) {
      const fastify = Object.keys(manifest(dir).dependencies ?? {}).filter((name) =>
        /^(fastify|@fastify\/)/.test(name),
      );
      expect({ dir, fastify }).toEqual({ dir, fastify: [] });
    }
  });
});

describe('file size', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n');
  const sizeErrors = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === 'max-lines');

  it('a source file over 300 lines fails the lint; 300 pass', () => {
    expect(sizeErrors(lint('mfe-learn/src/pages/learn/Long.ts', `${lines(301)}\n`))).toHaveLength(1);
    expect(sizeErrors(lint('mfe-learn/src/pages/learn/Long.ts', `${lines(300)}\n`))).toHaveLength(0);
  });

  it('content data, a list, may be longer', () => {
    expect(sizeErrors(lint('shared-data/content-catalog/src/long-list.ts', `${lines(400)}\n`))).toHaveLength(0);
  });
});
