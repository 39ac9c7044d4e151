/**
 * A federation runtime plugin for the shell's browser entry (webpack.base.mjs, `runtimePlugins`):
 * loading a remote's page is three steps of work on the main thread (evaluating its container,
 * initialising it with the page's shared modules, running the module it exposes), and the runtime
 * runs whatever of them is ready back to back, in one task. This hands the main thread back to the
 * browser before the second and the third (see next-task.ts): on a phone each step is tens of
 * milliseconds, and a tap or a frame can then come between them.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

export default function yieldRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codeyatra-yield-between-steps',
    // After the container's script ran (its `load` event), before `init`.
    beforeInitRemote: () => nextTask(),
    // After the exposed module's chunks arrived, before its module runs.
    beforeExecuteFactory: () => nextTask(),
  };
}
