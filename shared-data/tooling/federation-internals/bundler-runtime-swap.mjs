// @ts-check
/**
 * Reliance on Module Federation internals (see README.md here): in a remote's browser container,
 * the webpack bundler runtime that federation's entry code imports (the file `dist/bundler.js` of
 * `@module-federation/webpack-bundler-runtime`) is swapped for the one the page's host provides
 * (bundler-runtime-from-host.ts): about 3.5 KB gzip less per remote on a page, as `externalRuntime`
 * does for the runtime core. The swap names an internal file, so it is guarded: the build fails,
 * saying what to do, when the file is not there or when no module of the build imported it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const NAME = 'BundlerRuntimeSwapPlugin';
export const BUNDLER_RUNTIME_PACKAGE = '@module-federation/webpack-bundler-runtime';
/** The file of that package that federation's entry code imports. */
export const SWAPPED_FILE = path.join('dist', 'bundler.js');
/** What a remote's container uses instead. */
export const REPLACEMENT = path.join(import.meta.dirname, 'bundler-runtime-from-host.ts');
/** The host's runtime plugin that provides it (ModuleFederationPlugin `runtimePlugins`). */
export const PROVIDE_RUNTIME_PLUGIN = path.join(import.meta.dirname, 'provide-runtime-plugin.ts');
/** The entry of a remote's standalone page that provides the same globals (built apart from the remote). */
export const STANDALONE_RUNTIME = path.join(import.meta.dirname, 'standalone-runtime.ts');

const WHAT_TO_DO =
  `What to do: in node_modules/${BUNDLER_RUNTIME_PACKAGE}/dist, find the file federation's entry code now ` +
  `imports (the one exporting the bundler runtime's functions), set SWAPPED_FILE in ` +
  `shared-data/tooling/federation-internals/bundler-runtime-swap.mjs to it, and check bundler-runtime-from-host.ts ` +
  `still provides what it exports. See shared-data/tooling/federation-internals/README.md, "Upgrading".`;

/** The swapped file's path; throws, saying what to do, when the installed package has no such file. */
export function swappedFilePath(packageDir = path.dirname(require.resolve(`${BUNDLER_RUNTIME_PACKAGE}/package.json`))) {
  const file = path.join(packageDir, SWAPPED_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`The bundler runtime swap no longer applies: ${file} does not exist. ${WHAT_TO_DO}`);
  }
  return file;
}

export class BundlerRuntimeSwapPlugin {
  /** @param {{ packageDir?: string }} [options] where the bundler runtime package is (tests point it elsewhere) */
  constructor(options = {}) {
    this.packageDir = options.packageDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    let file = '';
    let failure = '';
    try {
      file = swappedFilePath(this.packageDir);
    } catch (error) {
      failure = /** @type {Error} */ (error).message;
    }
    let swapped = 0;
    // Federation's generated entry code imports the file by its absolute path: the request is
    // swapped before it resolves, so the replacement goes through the TypeScript rules.
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (resolveData) => {
        if (file && path.isAbsolute(resolveData.request) && path.resolve(resolveData.request) === file) {
          resolveData.request = REPLACEMENT;
          swapped += 1;
        }
      });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      swapped = 0;
      compilation.hooks.finishModules.tap(NAME, () => {
        if (failure) compilation.errors.push(new WebpackError(failure));
        else if (swapped === 0) {
          compilation.errors.push(
            new WebpackError(
              `The bundler runtime swap no longer applies: no module of this build imported ${file}, so the ` +
                `container would carry its own copy of the bundler runtime. ${WHAT_TO_DO}`,
            ),
          );
        }
      });
    });
  }
}
