import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates the server's HTML (it reads the server's snapshot then) and on the
 * server, false in a render of the browser's own, as after a client-side navigation. Once
 * hydration is over, React renders the component again with `false`.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
