/**
 * A federation runtime plugin for the shell's browser entry: it provides the page's one federation
 * runtime as the globals the remotes' containers read, so they carry no copy of it:
 * - the runtime core (`_FEDERATION_RUNTIME_CORE`; the remotes are built with `externalRuntime`);
 * - the webpack bundler runtime, the functions a container's webpack runtime calls to share
 *   modules and start the container (`_FEDERATION_BUNDLER_RUNTIME`; the remotes' builds replace it
 *   with bundler-runtime-from-host.ts).
 * It hands over the very modules the shell's own runtime runs on, so the page has one copy of each.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this out of `federation.bundlerRuntime`; every
// remote's container needs it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ProvidedBundlerRuntime } from './bundler-runtime-from-host';

interface RuntimeGlobals {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  _FEDERATION_BUNDLER_RUNTIME?: ProvidedBundlerRuntime;
}

/**
 * Makes this federation runtime the page's, unless one is there already: the globals a remote's
 * container reads. Also used by a remote's standalone page (standalone-runtime.ts).
 */
export function provideFederationRuntime(from: { name: string; version: string }): void {
  const global = globalThis as typeof globalThis & RuntimeGlobals;
  if (global._FEDERATION_RUNTIME_CORE) return;
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = from;
  const { bundlerRuntime, attachShareScopeMap } = federation;
  if (!bundlerRuntime) throw new Error('The federation bundler runtime has no functions to provide');
  global._FEDERATION_BUNDLER_RUNTIME = {
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
}

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codeyatra-provide-runtime-core',
    beforeInit(args) {
      provideFederationRuntime({ name: args.options.name, version: args.options.version ?? '' });
      return args;
    },
  };
}
