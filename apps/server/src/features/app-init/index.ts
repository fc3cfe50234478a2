import type { Feature } from "../../platform/feature";
import { registerAppInitRoutes } from "./app-init.routes";

export const appInitFeature: Feature = { name: "app-init", register: registerAppInitRoutes };
export { type PlayerPageClasses, pageClassOf } from "./player-page-classes";
