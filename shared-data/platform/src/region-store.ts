/**
 * The visitor's region. Shared through Module Federation as a singleton
 * ('shared-data/region-store'), so the shell and every remote read the same context and store.
 * Import it only through that specifier, never by a relative path.
 *
 * In the browser there is one store for the page (`regionStore`). The server renders many
 * visitors at once, so it gives each request a store of its own through `RegionProvider`.
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand';
import type { Region } from '@shared-data/rules';
import { readRegionCookie, regionCookieString, regionFromTimeZone } from '@shared-data/rules';

export interface RegionState {
  region: Region;
  /** The region the page's HTML was rendered for: what hydration must render. */
  renderedRegion: Region;
  setRegion: (region: Region) => void;
  /** A server-rendered page starts here: both the region and the rendered region. */
  startFrom: (region: Region) => void;
}

export type RegionStore = StoreApi<RegionState>;

export function createRegionStore(region: Region): RegionStore {
  return createStore<RegionState>()((set) => ({
    region,
    renderedRegion: region,
    setRegion: (next) => set({ region: next }),
    startFrom: (next) => set({ region: next, renderedRegion: next }),
  }));
}

/** The browser page's store. Starts GLOBAL; a server-rendered page starts from the server's region. */
export const regionStore = createRegionStore('GLOBAL');

const RegionStoreContext = createContext<RegionStore>(regionStore);

/** The store the page reads the region from (the request's on the server). */
export function useRegionStore(): RegionStore {
  return useContext(RegionStoreContext);
}

/** Gives a subtree its own store: the server, one per request. */
export function RegionProvider({ store, children }: { store: RegionStore; children: ReactNode }) {
  return createElement(RegionStoreContext.Provider, { value: store }, children);
}

/** `Date#getTimezoneOffset` in India: UTC+05:30 all year (no daylight saving). */
const INDIA_UTC_OFFSET_MINUTES = -330;

/**
 * The region of the browser's time zone. Its UTC offset costs nothing to read and its name does
 * not (the first `Intl` call loads the locale data: 12-40 ms on the main thread here), so the name
 * is read only where the clock is at UTC+05:30 now, as in every zone the rule names.
 */
function browserRegion(): Region {
  if (new Date().getTimezoneOffset() !== INDIA_UTC_OFFSET_MINUTES) return 'GLOBAL';
  try {
    return regionFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'GLOBAL';
  }
}

/**
 * The spec's location rule: reads the `user_location` cookie; when it is absent, derives the region
 * from the browser's time zone (or `timeZone`, when given) and stores it (365 days, path=/,
 * SameSite=Lax). An existing cookie is never overwritten. Safe to call more than once.
 */
export function initRegion(
  doc: Document = document,
  timeZone: string | undefined = undefined,
  store: RegionStore = regionStore,
): Region {
  const existing = readRegionCookie(doc.cookie);
  const region = existing ?? (timeZone === undefined ? browserRegion() : regionFromTimeZone(timeZone));
  if (!existing) doc.cookie = regionCookieString(region);
  store.getState().setRegion(region);
  return region;
}

/**
 * The visitor's region, re-rendering when it changes. While hydrating, React renders the region
 * the server rendered (a section that hydrates late still matches its HTML even if the region
 * changed meanwhile) and then re-renders with the current one.
 */
export function useRegion(): Region {
  const store = useRegionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().region,
    () => store.getState().renderedRegion,
  );
}
