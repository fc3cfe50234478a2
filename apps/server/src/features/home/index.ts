import type { Feature } from "../../platform/feature";
import { registerHomePageRoutes } from "./home.routes";

export const homeFeature: Feature = { name: "home", register: registerHomePageRoutes };
export { bannerArtSource } from "./home.art.service";
