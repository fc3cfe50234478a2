import type { BackofficeScreen } from "../../lib/screens";
import { HomeContentPage } from "./home-content-page";

/** The home feature's screens (issue #11, content): banners, collection rows and the preview. */
export const homeScreens: readonly BackofficeScreen[] = [
  { path: "content/home", label: "Home page", module: "content", Component: HomeContentPage },
];
