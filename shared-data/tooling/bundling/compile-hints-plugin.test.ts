/**
 * @jest-environment node
 *
 * A production build's scripts open with V8's compile hint, and their source maps still point at
 * the right lines: a two-module app is built with the plugin, minified and mapped as the parts'
 * builds are, in a Node process of its own (the plugin is an ES module, as webpack.base.mjs loads it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const COMPILE = `
import webpack from 'webpack';
import { CompileHintsPlugin } from '@shared-data/tooling/bundling/compile-hints-plugin';
const [dir] = process.argv.slice(1);
const compiler = webpack({
  mode: 'production',
  devtool: 'source-map',
  context: dir,
  entry: './index.js',
  output: { path: dir + '/dist', filename: '[name].js', chunkFilename: '[name].js' },
  plugins: [new CompileHintsPlugin()],
});
compiler.run((error, stats) => {
  console.log(JSON.stringify({ errors: stats?.compilation.errors.map((entry) => entry.message) ?? [String(error)] }));
  compiler.close(() => {});
});
`;

beforeAll(() => {
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./later').then((later) => later.greet('you'));\n");
  fs.writeFileSync(
    path.join(dir, 'later.js'),
    "// A module loaded apart: its chunk is a script of its own.\nexport function greet(name) {\n  document.title = 'Hello ' + name;\n}\n",
  );
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', COMPILE, dir], {
    cwd: path.join(ROOT, 'shared-data', 'tooling'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`node failed: ${result.stderr}`);
  expect(JSON.parse(result.stdout)).toEqual({ errors: [] });
});

const scripts = () => fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));

it('opens every script, the entry and each chunk, with the hint on a line of its own', () => {
  expect(scripts().length).toBeGreaterThanOrEqual(2);
  for (const file of scripts()) {
    expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\S/);
  }
});

it("keeps each source map true: a minified name still leads to its module's line", () => {
  const chunk = scripts().find((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8').includes('Hello '));
  expect(chunk).toBeDefined();
  const code = fs.readFileSync(path.join(dir, 'dist', chunk!), 'utf8');
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes('Hello '));
  const map = new TraceMap(fs.readFileSync(path.join(dir, 'dist', `${chunk}.map`), 'utf8'));
  const found = originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf('Hello ') });
  expect(found.source).toMatch(/later\.js$/);
  expect(found.line).toBe(3);
});
