import type { Feature } from "../../platform/feature";
import { registerAppInitRoutes } from "./app-init.routes";

export const appInitFeature: Feature = { name: "app-init", register: registerAppInitRoutes };
