import type { BackofficeScreen } from "../../lib/screens";
import { BrandGamesPage } from "./brand-games-page";

/** The games-catalogue feature's screens (issue #11, content): games per brand, shown and pinned. */
export const gamesCatalogueScreens: readonly BackofficeScreen[] = [
  { path: "content/games", label: "Games", module: "content", Component: BrandGamesPage },
];
