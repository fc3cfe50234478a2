import type { BackofficeScreen } from "../../lib/screens";
import { MenusPage } from "./menus-page";

/** The static-info feature's screens (issue #11, content): the brand's menus and tap bar. */
export const staticInfoScreens: readonly BackofficeScreen[] = [
  { path: "content/menus", label: "Menus", module: "content", Component: MenusPage },
];
