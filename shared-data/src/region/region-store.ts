/**
 * The region store: one zustand store for the whole page. Shared through Module Federation as a
 * singleton ('shared-data/region-store'), so the shell and every remote read the same instance.
 * Import it only through that specifier, never by a relative path.
 */
import { createStore, useStore } from 'zustand';
import type { Region } from '../types/entities';
import { readRegionCookie, regionCookieString, regionFromTimeZone } from '../rules/region';

export interface RegionState {
  region: Region;
  /** True once initRegion has read the cookie or the time zone. */
  initialised: boolean;
  setRegion: (region: Region) => void;
}

export const regionStore = createStore<RegionState>()((set) => ({
  region: 'GLOBAL',
  initialised: false,
  setRegion: (region) => set({ region, initialised: true }),
}));

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Reads the `user_location` cookie; when it is absent, derives the region from the browser's time
 * zone and stores it (365 days, path=/, SameSite=Lax). An existing cookie is never overwritten.
 * Safe to call more than once.
 */
export function initRegion(doc: Document = document, timeZone: string | undefined = browserTimeZone()): Region {
  const existing = readRegionCookie(doc.cookie);
  const region = existing ?? regionFromTimeZone(timeZone);
  if (!existing) doc.cookie = regionCookieString(region);
  regionStore.getState().setRegion(region);
  return region;
}

/** The visitor's region, re-rendering when it changes. */
export function useRegion(): Region {
  return useStore(regionStore, (state) => state.region);
}
