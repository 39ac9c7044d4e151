/**
 * @jest-environment node
 *
 * Production code never imports the tooling (build plugins, deploys, commands), and no runtime
 * package depends on it or, but for the servers' own, on Fastify: no part's package.json lists
 * @shared-data/tooling (the build configs get it from the repository's root), so an import of it
 * from a part's files fails `npm run lint`. And the file-size rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { boundaryErrors, lint, NOT_LISTED, OTHER_PACKAGE, ROOT, type LintMessage } from './lint-files';

describe('production code never imports tooling', () => {
  it.each([
    [
      "a remote's page",
      'mfe-catalog/src/pages/about/Bad.ts',
      "import { rules } from '@shared-data/tooling/bundling/module-rules';",
      NOT_LISTED,
    ],
    [
      "the shell's server",
      'shell/src/server/Bad.ts',
      "import { affected } from '@shared-data/tooling/commands/affected';",
      NOT_LISTED,
    ],
    [
      "a part's test",
      'mfe-learn/src/pages/learn/Bad.test.ts',
      "import versions from '@shared-data/tooling/deploy/versions';",
      NOT_LISTED,
    ],
    [
      'the platform',
      'shared-data/platform/src/Bad.ts',
      "import { x } from '../../tooling/bundling/precompress.mjs';",
      OTHER_PACKAGE,
    ],
    [
      'the hosting workspace',
      'shared-data/hosting/bad.mjs',
      "import { x } from '../tooling/bundling/precompress.mjs';",
      OTHER_PACKAGE,
    ],
    [
      'the hosting workspace, by name',
      'shared-data/hosting/bad.mjs',
      "import { x } from '@shared-data/tooling/bundling/precompress';",
      NOT_LISTED,
    ],
  ])('fails on tooling in %s', (_name, fileName, line, message) => {
    const errors = boundaryErrors(lint(fileName, `${line}\nexport const used = 1;\n`));
    expect(errors.filter((text) => message.test(text))).not.toHaveLength(0);
  });

  it('accepts tooling in build scripts and the e2e suite', () => {
    const line =
      "import { shareCard } from '@shared-data/tooling/bundling/share-image';\nexport const card = shareCard;\n";
    expect(boundaryErrors(lint('mfe-catalog/bundling/Good.mjs', line))).toEqual([]);
    expect(boundaryErrors(lint('e2e/tests/Good.ts', line))).toEqual([]);
  });

  it('the packages of the parts and of the runtime workspaces depend on neither tooling nor Fastify', () => {
    const manifest = (dir: string) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
    const remotes = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-'));
    // The servers' own (the shell's, the static hosts') may use Fastify; nothing else.
    const runtime = fs
      .readdirSync(path.join(ROOT, 'shared-data'))
      .filter((dir) => fs.existsSync(path.join(ROOT, 'shared-data', dir, 'package.json')))
      .filter((dir) => dir !== 'tooling')
      .map((dir) => `shared-data/${dir}`);
    expect(runtime).toEqual(expect.arrayContaining(['shared-data/platform', 'shared-data/rules', 'shared-data/ui']));
    for (const dir of [...runtime, 'shell', ...remotes]) {
      const all = { ...manifest(dir).dependencies, ...manifest(dir).devDependencies };
      expect({ dir, tooling: Object.keys(all).includes('@shared-data/tooling') }).toEqual({ dir, tooling: false });
    }
    for (const dir of [...runtime.filter((dir) => dir !== 'shared-data/hosting'), ...remotes]) {
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
