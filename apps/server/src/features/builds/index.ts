import type { Feature } from "../../platform/feature";
import { registerBuildRoutes } from "./builds.routes";

export const buildsFeature: Feature = { name: "builds", register: registerBuildRoutes };
