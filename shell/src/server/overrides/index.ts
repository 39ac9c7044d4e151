/** Signed per-developer overrides (README, "Overrides"): what other folders may use of overrides/. */
export { overrideRoutes } from './override-routes';
export { overrideSettings, Overrides } from './overrides';
export type { PageOverride } from './page-override';
