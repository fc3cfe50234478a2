import type { Feature } from "../../platform/feature";
import { registerHomePageRoutes } from "./home-page.routes";

export const homePageFeature: Feature = { name: "home-page", register: registerHomePageRoutes };
