/**
 * @jest-environment node
 *
 * A remote's build checks its src/routes.json with the shell's own parser: a declaration the shell
 * would refuse fails the team's build (webpack's errors) and ships nothing; a good one is shipped as
 * routes.json. Each case compiles a one-file remote in a temporary folder with the plugin, in a Node
 * process of its own (the plugin is an ES module, as webpack.base.mjs loads it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const COMPILE = `
import webpack from 'webpack';
import { RoutesJsonPlugin } from '@shared-data/tooling/bundling/routes-json-plugin';
const [dir] = process.argv.slice(1);
const compiler = webpack({
  mode: 'none',
  context: dir,
  entry: './src/exposed/DemoPage.js',
  output: { path: dir + '/dist' },
  plugins: [new RoutesJsonPlugin({ dir, exposes: { './DemoPage': './src/exposed/DemoPage.js' } })],
});
compiler.run((error, stats) => {
  const errors = stats?.compilation.errors.map((entry) => entry.message) ?? [String(error)];
  console.log(JSON.stringify({ errors, emitted: stats ? Object.keys(stats.compilation.assets) : [] }));
  compiler.close(() => {});
});
`;

/** Builds a remote whose src/routes.json holds `routes` (written as is when a string). */
function build(routes: unknown): { errors: string[]; emitted: string[]; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-demo-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'src', 'exposed'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'exposed', 'DemoPage.js'), 'export default 1;\n');
  fs.writeFileSync(path.join(dir, 'src', 'routes.json'), typeof routes === 'string' ? routes : JSON.stringify(routes));
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', COMPILE, dir], {
    cwd: path.join(ROOT, 'shared-data', 'tooling'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`node failed: ${result.stderr}`);
  return { ...(JSON.parse(result.stdout) as { errors: string[]; emitted: string[] }), stderr: result.stderr };
}

const page = { path: '/demo', page: './DemoPage', label: 'Demo page' };

it('ships a good declaration as routes.json, with nothing printed on the way', () => {
  const result = build([{ ...page, nav: { footer: [{ group: 'other', order: 5, label: 'Demo' }] } }]);
  expect(result.errors).toEqual([]);
  expect(result.emitted).toContain('routes.json');
  // Node reads the shell's parser (TypeScript) as an ES module: no MODULE_TYPELESS_PACKAGE_JSON warning.
  expect(result.stderr).toBe('');
});

it.each([
  ['a footer group that is not one', [{ ...page, nav: { footer: [{ group: 'others', order: 5, label: 'Demo' }] } }]],
  ['a path declared twice', [page, { ...page, label: 'Again' }]],
  ['a top bar entry without its label', [{ ...page, nav: { topBar: { order: 5 } } }]],
  ['a route with a slug and no example', [{ ...page, path: '/demo/:slug' }]],
  ['a page module that is not a module name', [{ ...page, page: 'DemoPage' }]],
])('fails the build on %s, naming the file and the shell parser’s reason', (_, routes) => {
  const { errors, emitted } = build(routes);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^mfe-demo-\w+'s routes\.json: .+ \(.+src\/routes\.json\)$/);
  expect(emitted).not.toContain('routes.json');
});

it('fails the build on a route naming a page src/exposed/ does not have', () => {
  const { errors } = build([{ ...page, page: './MissingPage' }]);
  expect(errors).toEqual([expect.stringMatching(/\/demo names \.\/MissingPage, which src\/exposed\/ does not have$/)]);
});

it('fails the build on a file that is not JSON', () => {
  const { errors, emitted } = build('[{ "path": "/demo", }');
  expect(errors).toEqual([expect.stringMatching(/src\/routes\.json could not be read: /)]);
  expect(emitted).not.toContain('routes.json');
});
