import { RESOURCE_DOCUMENTS } from './site';

/** The document a /resource/{type} route sends to, or null for a type with no entry. */
export function resourceRedirectTarget(type: string): string | null {
  return Object.prototype.hasOwnProperty.call(RESOURCE_DOCUMENTS, type) ? (RESOURCE_DOCUMENTS[type] ?? null) : null;
}
