import { useEffect, type ReactNode } from 'react';
import { PlatformProvider, replayEarlyEvents, type Platform, type ResourceCache } from 'shared-data/platform';
import { initRegion, RegionProvider, type RegionStore } from 'shared-data/region-store';

/**
 * Once the page is interactive, the spec's location rule runs: a visitor without the
 * `user_location` cookie gets it from the browser's time zone, and prices follow. It runs after
 * hydration, so the first browser render matches the server's HTML.
 */
function ApplyRegionRule({ store }: { store: RegionStore }) {
  useEffect(() => {
    initRegion(document, undefined, store);
    // The page is interactive from here on (QA waits for it; so can analytics), and the taps made
    // on its controls before are answered now (the sections still waiting answer theirs later).
    document.documentElement.dataset.interactive = 'true';
    replayEarlyEvents(document.body);
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
