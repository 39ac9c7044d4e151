// @shared-data/rules: the site's entity types and pure domain rules. No React, no content (each
// piece of content lives in the content package of its owning team, docs/adr/0003), no contracts
// (@shared-data/contracts): a lower layer every other package may depend on.
export * from './entities';
export * from './catalog';
export * from './price';
export * from './region';
export * from './cookies';
export * from './display';
export * from './counts';
