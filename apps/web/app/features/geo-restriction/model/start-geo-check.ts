import { browserGeoCheckDeps } from "./browser-geo-check";
import { runGeoCheck } from "./run-geo-check";

/** The geo check in this browser: loaded by GeoCheck after hydration. */
export function startGeoCheck(input: { isPlayer: boolean; isCancelled: () => boolean }) {
  return runGeoCheck(browserGeoCheckDeps(input));
}
