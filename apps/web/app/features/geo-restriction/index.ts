// Geo-blocking in the browser (spec §4, §8): the root mounts `GeoCheck` after hydration; the geoblock
// page composes the reason and the list of closed jurisdictions.
export { ClosedJurisdictions } from "./components/closed-jurisdictions";
export { GeoCheck } from "./components/geo-check";
export { GeoblockReason, isGeoBlockReason } from "./components/geoblock-reason";
