/**
 * A federation runtime plugin for the shell's browser entry: it provides the page's one runtime
 * core as the global the remotes' containers read (they are built with `externalRuntime`, so they
 * carry no copy of it). It hands over the very module the shell's own runtime runs on (the ES
 * module build), so the page has one copy, not a second one for the remotes.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

/**
 * Makes this runtime core the page's, unless one is there already: the global a remote's
 * container reads. Also used by a remote's standalone page (standalone/federation-runtime.ts).
 */
export function provideRuntimeCore(from: { name: string; version: string }): void {
  const global = globalThis as typeof globalThis & RuntimeCoreGlobal;
  if (global._FEDERATION_RUNTIME_CORE) return;
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = from;
}

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codeyatra-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore({ name: args.options.name, version: args.options.version ?? '' });
      return args;
    },
  };
}
