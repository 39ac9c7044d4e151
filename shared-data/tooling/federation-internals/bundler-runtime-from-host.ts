/**
 * What a remote's browser container uses in place of `@module-federation/webpack-bundler-runtime`
 * (bundler-runtime-swap.mjs swaps it in; see README.md here): the bundler runtime's functions as the page's host provides them
 * (provide-runtime-plugin.ts), so the shell's entry carries the one copy for the page and a
 * container only its own state. Federation's entry code copies this object's keys onto the
 * container's `__webpack_require__.federation`, then calls `bundlerRuntime.init`.
 *
 * `runtime` stays the container's own copy of `@module-federation/runtime`: its `init` remembers the
 * instance it creates as "the" instance of that copy, which must not replace the shell's. Only what
 * the bundler runtime calls through it is kept (`init`, and `getRemoteEntry` for shared fallbacks),
 * so the rest of that package and its error messages stay out of the container.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import type federation from '@module-federation/webpack-bundler-runtime';

type Federation = typeof federation;

const runtime = { init, getRemoteEntry } as Federation['runtime'];

/** The stateless part of the bundler runtime: what the host provides for every container. */
export interface ProvidedBundlerRuntime {
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

const provided = (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: ProvidedBundlerRuntime })._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'No federation bundler runtime on the page: load this container from the shell, or load federation-runtime.js first',
  );
}

const containerFederation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default containerFederation;
