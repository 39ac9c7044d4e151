/** Browser reports (errors, web vitals): what other folders may use of beacon/. */
export { BEACON_BODY_LIMIT, BEACON_PATH, beaconRoute } from './beacon-route';
