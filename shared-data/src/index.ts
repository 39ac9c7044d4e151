// Public surface of shared-data: types, pure rules and contracts. Content is not here: each piece
// lives in the content package of its owning team (@shared-data/content-catalog, -membership,
// -site), which every part imports and only the owner bundles (docs/adr/0003).
// The region store is deliberately NOT re-exported here: import it
// from 'shared-data/region-store' so Module Federation shares one instance across the page.
export * from './types/entities';
export * from './rules/catalog';
export * from './rules/price';
export * from './rules/region';
export * from './rules/cookies';
export * from './rules/display';
export * from './rules/counts';
export * from './contracts';
