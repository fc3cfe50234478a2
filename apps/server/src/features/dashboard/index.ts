import type { Feature } from "../../platform/feature";
import { registerDashboardRoutes } from "./dashboard.routes";

/** The back office's dashboard (issue #11): figures of the other features, read through their index.ts. */
export const dashboardFeature: Feature = { name: "dashboard", register: registerDashboardRoutes };
