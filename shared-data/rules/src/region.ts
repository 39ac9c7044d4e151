import type { Region } from './entities';
import { readCookie } from './cookies';

export const REGION_COOKIE = 'user_location';
export const REGION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** IN when the time zone names Asia/Kolkata or Asia/Calcutta, else GLOBAL. */
export function regionFromTimeZone(timeZone: string | undefined | null): Region {
  if (!timeZone) return 'GLOBAL';
  return timeZone.includes('Asia/Kolkata') || timeZone.includes('Asia/Calcutta') ? 'IN' : 'GLOBAL';
}

export function isRegion(value: unknown): value is Region {
  return value === 'IN' || value === 'GLOBAL';
}

/** Reads the region cookie from a `document.cookie` string; null when absent or not a region. */
export function readRegionCookie(cookieString: string): Region | null {
  const value = readCookie(cookieString, REGION_COOKIE);
  return isRegion(value) ? value : null;
}

/** The `document.cookie` assignment that stores the region for 365 days on the whole site. */
export function regionCookieString(region: Region): string {
  return `${REGION_COOKIE}=${region}; max-age=${REGION_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}
