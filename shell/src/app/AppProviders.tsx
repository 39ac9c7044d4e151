import { useEffect, type ReactNode } from 'react';
import { PlatformProvider, replayEarlyEventsSoon, type Platform, type ResourceCache } from '@shared-data/platform';
import { initRegion, RegionProvider, type RegionStore } from '@shared-data/platform/region-store';

/**
 * Once the page is interactive, the spec's location rule runs: a visitor without the
 * `user_location` cookie gets it from the browser's time zone, and prices follow. It runs after
 * hydration, so the first browser render matches the server's HTML.
 */
function ApplyRegionRule({ store }: { store: RegionStore }) {
  useEffect(() => {
    initRegion(document, undefined, store);
    // The page's root is interactive from here on (QA waits for it and for its sections' boxes;
    // so can analytics), and the taps made on its controls before are answered now (those in
    // sections still hydrating, when they are).
    document.documentElement.dataset.interactive = 'true';
    replayEarlyEventsSoon(document.body);
  }, [store]);
  return null;
}

/** What every page renders inside, on the server (one set per request) and in the browser. */
export function AppProviders({
  platform,
  resources,
  regionStore,
  children,
}: {
  platform: Platform;
  resources: ResourceCache;
  regionStore: RegionStore;
  children: ReactNode;
}) {
  return (
    <PlatformProvider platform={platform} resources={resources}>
      <RegionProvider store={regionStore}>
        {children}
        <ApplyRegionRule store={regionStore} />
      </RegionProvider>
    </PlatformProvider>
  );
}
