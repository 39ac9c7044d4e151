import { AUTH_REDIRECT_PATHS, EXTERNAL_URLS, RESOURCE_DOCUMENTS } from '../content/site';

/** The external target of an auth path (/login, /register, /signin, /signup), or null. */
export function authRedirectTarget(pathname: string): string | null {
  return (AUTH_REDIRECT_PATHS as readonly string[]).includes(pathname) ? EXTERNAL_URLS.authenticate : null;
}

/** The document a /resource/{type} route sends to, or null for a type with no entry. */
export function resourceRedirectTarget(type: string): string | null {
  return Object.prototype.hasOwnProperty.call(RESOURCE_DOCUMENTS, type) ? (RESOURCE_DOCUMENTS[type] ?? null) : null;
}
