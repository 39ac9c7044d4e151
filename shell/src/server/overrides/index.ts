/** Signed per-developer overrides (docs/operations.md, "Overrides"): what other folders may use of overrides/. */
export { overridesPlugin, type OverridesOptions, type PageOverrides } from './overrides-plugin';
export type { PageOverride } from './page-override';
