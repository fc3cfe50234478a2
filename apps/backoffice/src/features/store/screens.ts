import type { BackofficeScreen } from "../../lib/screens";
import { OfferSetsPage } from "./offer-sets-page";
import { PresetsPage } from "./presets-page";

/** The store's screens (module content), which the app adds to its navigation and router. */
export const storeScreens: readonly BackofficeScreen[] = [
  { path: "store/presets", label: "Packages", module: "content", Component: PresetsPage },
  { path: "store/offer-sets", label: "Offer bundles and flips", module: "content", Component: OfferSetsPage },
];
