import type { BackofficeScreen } from "../../lib/screens";
import { GeoBlockingPage } from "./geo-blocking-page";

/** The geo-restriction screens (issue #13, compliance). */
export const geoRestrictionScreens: readonly BackofficeScreen[] = [
  {
    path: "compliance/geo-blocking",
    label: "Geo-blocking",
    module: "compliance",
    Component: GeoBlockingPage,
  },
];
