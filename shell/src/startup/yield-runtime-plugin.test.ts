/** @jest-environment node */
import yieldRuntimePlugin from './yield-runtime-plugin';

/** Whether the hook's promise is still pending once the microtasks queued meanwhile have all run. */
async function outlastsTheMicrotasks(
  hook: () => unknown,
): Promise<{ pendingAfterMicrotasks: boolean; settled: boolean }> {
  let settled = false;
  const done = Promise.resolve(hook()).then(() => {
    settled = true;
  });
  for (let step = 0; step < 20; step += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
  const pendingAfterMicrotasks = !settled;
  await done;
  return { pendingAfterMicrotasks, settled };
}

describe('the federation runtime plugin that yields between the steps of loading a remote', () => {
  const plugin = yieldRuntimePlugin();

  it.each(['beforeInitRemote', 'beforeExecuteFactory'] as const)(
    '%s settles in a later task, not with the step before it',
    async (hook) => {
      const run = plugin[hook] as (() => unknown) | undefined;
      expect(run).toBeInstanceOf(Function);
      expect(await outlastsTheMicrotasks(() => run?.())).toEqual({ pendingAfterMicrotasks: true, settled: true });
    },
  );
});
