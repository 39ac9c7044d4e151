import { Suspense, use, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useRegionStore } from '@shared-data/platform/region-store';
import { hasEarlyEventsWithin, WAKE_EVENT } from './early-events';
import { HydrationBox, SectionAwake } from './hydration-box';
import { useResourceCache } from './platform-context';
import { useHydrating } from './use-hydrating';

/**
 * A server-rendered section whose code the browser loads only when the visitor reaches for it.
 * The server renders it in full and lists `resourceKey` as deferred in the page's snapshot (its CSS
 * is linked, its scripts are not preloaded). While the browser hydrates the page, the section
 * suspends on a gate, so React keeps the server's HTML; the gate opens when the visitor points at,
 * touches or focuses the section, or when the region changes from the one the page was rendered
 * for. Then the section loads (`children` read `resourceKey` from the resource cache) and hydrates,
 * and a click on one of its controls made before that is replayed (see early-events.ts).
 * A page rendered in the browser (a client-side navigation) renders it at once, `fallback` while
 * it loads.
 *
 * Memoise the component that renders this with the section's props: a render reaching a section
 * that still waits would make React give up the server's HTML for the fallback.
 */
export function HydrateOnInteraction({
  resourceKey,
  fallback,
  children,
}: {
  resourceKey: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <GateOpener resourceKey={resourceKey}>
      {(box) => (
        <Suspense fallback={fallback}>
          <WaitWhileHydrating resourceKey={resourceKey}>{children}</WaitWhileHydrating>
          <SectionAwake boxRef={box} />
        </Suspense>
      )}
    </GateOpener>
  );
}

/** What wakes a section: a pointer or a touch on it, focus in it, a click recorded in it before. */
const INTERACTIONS = ['pointerover', 'touchstart', 'focusin', WAKE_EVENT] as const;

/** The section's box (it lays out nothing itself): opens the gate on interaction or a region change. */
function GateOpener({
  resourceKey,
  children,
}: {
  resourceKey: string;
  children: (box: RefObject<HTMLDivElement | null>) => ReactNode;
}) {
  const cache = useResourceCache();
  const regionStore = useRegionStore();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !cache.hydrationGate(resourceKey)) return undefined;
    const open = () => cache.openGate(resourceKey);
    const openIfRegionChanged = () => {
      const { region, renderedRegion } = regionStore.getState();
      if (region !== renderedRegion) open();
    };
    openIfRegionChanged();
    if (hasEarlyEventsWithin(element)) open();
    const stopWatchingRegion = regionStore.subscribe(openIfRegionChanged);
    // Listened for on the document as events start down to their target: React stops the ones that
    // reach HTML it has not hydrated yet at the root it renders into.
    const document = element.ownerDocument;
    const openIfInside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, openIfInside, { capture: true, passive: true });
    return () => {
      stopWatchingRegion();
      for (const type of INTERACTIONS) document.removeEventListener(type, openIfInside, { capture: true });
    };
  }, [cache, resourceKey, regionStore]);
  return (
    <HydrationBox when="on-interaction" boxRef={box}>
      {children(box)}
    </HydrationBox>
  );
}

/**
 * Inside the boundary. On the server it marks the section deferred; in the browser, while the page
 * hydrates, it suspends until the gate opens. (It sits inside the boundary: the re-render
 * `useHydrating` causes after hydration must not reach a boundary that is still waiting.)
 */
function WaitWhileHydrating({ resourceKey, children }: { resourceKey: string; children: ReactNode }) {
  const cache = useResourceCache();
  cache.deferHydration(resourceKey);
  const hydrating = useHydrating();
  const gate = cache.hydrationGate(resourceKey);
  if (hydrating && gate) use(gate);
  return children;
}
