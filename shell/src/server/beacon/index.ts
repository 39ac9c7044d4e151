/** Browser reports (errors, web vitals) and the page tokens they carry: what other folders may use of beacon/. */
export { BEACON_BODY_LIMIT, BEACON_PATH, beaconRoute, TOKEN_PARAMETER } from './beacon-route';
export {
  PAGE_TOKEN_TIMING,
  pageTokens,
  randomSecret,
  secretFromEnv,
  TOKEN_LIFETIME_MS,
  type PageTokens,
} from './page-token';
export { beaconRatePerMinute, serveLedger } from './shared-ledger';
