// The membership team's content, whole, for the parts that show it: they import
// @shared-data/content-membership, bundle none of it, and receive this module of the version pinned for the
// page (shared-data/platform/src/content-providers.ts, docs/adr/0003).
export * from '@shared-data/content-membership';
