/**
 * The build fails, saying what to do, when a Module Federation internal the site relies on moves
 * (shared-data/tooling/federation-internals/README.md): here, the bundler runtime file a remote's
 * container swaps for the host's. Each case compiles a one-file build with the guard plugin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { test, expect } from './fixtures';

interface SwapModule {
  BundlerRuntimeSwapPlugin: new (options?: { packageDir?: string }) => webpack.WebpackPluginInstance;
  SWAPPED_FILE: string;
}

/** Compiles `entry` with the swap guard looking for the bundler runtime in `packageDir`; the build's errors. */
async function buildErrors(packageDir: string, entry: string): Promise<string[]> {
  const { BundlerRuntimeSwapPlugin } =
    (await import('@shared-data/tooling/federation-internals/bundler-runtime-swap')) as SwapModule;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-guard-'));
  fs.writeFileSync(path.join(folder, 'entry.js'), entry);
  const compiler = webpack({
    mode: 'development',
    context: folder,
    entry: './entry.js',
    output: { path: path.join(folder, 'dist') },
    plugins: [new BundlerRuntimeSwapPlugin({ packageDir })],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.compilation.errors.map((error) => error.message);
}

/** A copy of the bundler runtime package's layout, with or without the swapped file. */
async function fakePackage(withSwappedFile: boolean): Promise<string> {
  const { SWAPPED_FILE } =
    (await import('@shared-data/tooling/federation-internals/bundler-runtime-swap')) as SwapModule;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-runtime-'));
  fs.mkdirSync(path.join(dir, path.dirname(SWAPPED_FILE)), { recursive: true });
  const name = withSwappedFile ? SWAPPED_FILE : path.join(path.dirname(SWAPPED_FILE), 'renamed.js');
  fs.writeFileSync(path.join(dir, name), 'export default {};\n');
  return dir;
}

test.describe('federation internals', { tag: '@shell' }, () => {
  test('a renamed bundler runtime file fails the build with what to do', async () => {
    const errors = await buildErrors(await fakePackage(false), 'export const x = 1;\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The bundler runtime swap no longer applies');
    expect(errors[0]).toContain('does not exist');
    expect(errors[0]).toContain('What to do: ');
    expect(errors[0]).toContain('federation-internals/README.md');
  });

  test('a build where nothing imports the file any more fails too', async () => {
    const errors = await buildErrors(await fakePackage(true), 'export const x = 1;\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('no module of this build imported');
  });
});
