/** Signed per-developer overrides (README, "Overrides"): what other folders may use of overrides/. */
export { overridesPlugin, type OverridesOptions, type PageOverrides } from './overrides-plugin';
export type { PageOverride } from './page-override';
