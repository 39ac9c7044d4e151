/**
 * The override's cookie: the signed token itself, kept by the browser until the token expires,
 * sent to the site's pages only (HttpOnly, SameSite=Lax, Path=/; Secure on an https site).
 */
import { readRawCookie } from '@shared-data/rules';
import { OVERRIDE_COOKIE } from '@shared-data/hosting/override-token';

/** The token in a Cookie header; null when there is none, '' when it is not readable. */
export function readOverrideCookie(cookieHeader: string | undefined): string | null {
  const raw = readRawCookie(cookieHeader ?? '', OVERRIDE_COOKIE);
  // A token is base64url text and a dot: anything else is not one (and is removed, not decoded).
  return raw === null || /^[\w.-]+$/.test(raw) ? raw : '';
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that keeps the token until it expires. */
export function overrideCookie(token: string, expires: number, secure: boolean, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((expires - now) / 1000));
  return `${OVERRIDE_COOKIE}=${token}; Max-Age=${seconds}; ${attributes(secure)}`;
}

/** The Set-Cookie value that removes it. */
export const clearedOverrideCookie = (secure: boolean): string =>
  `${OVERRIDE_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

/** A path on this site to go back to (`to` of the override's links); anything else is the home page. */
export function pathToReturnTo(to: unknown): string {
  return typeof to === 'string' && /^\/(?![/\\])[\w\-./~%?=&+]*$/.test(to) ? to : '/';
}
