/**
 * @jest-environment node
 */
import { existsInTree, namedPaths, pathsIn } from './named-paths';

test('every repository path the README, docs/ and source comments name exists', () => {
  const missing = namedPaths()
    .filter((named) => !existsInTree(named.path))
    .map((named) => `${named.file}:${named.line} names ${named.path}`);
  expect(missing).toEqual([]);
});

test('a path is read from comments and inline code, never from code, templates or build output', () => {
  const source = [
    '// Drawn by shell/src/nowhere.ts (see `shared-data/router`, docs/adr/0003).',
    "const file = 'e2e/tests/in-code.spec.ts';",
    '/* mfe-catalog/dist/v/x.js, mfe-<part>/src/, e2e/tests/ */',
  ].join('\n');
  expect(pathsIn('example.ts', source).map((named) => [named.line, named.path])).toEqual([
    [1, 'shell/src/nowhere.ts'],
    [3, 'e2e/tests/'],
  ]);
  expect(pathsIn('guide.md', 'Run `e2e/tests/x.spec.ts` or read docs/.').map((named) => named.path)).toEqual([
    'e2e/tests/x.spec.ts',
    'docs/',
  ]);
});
