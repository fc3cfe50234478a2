import { RoutePreloadBudget } from "@casino/web-kit";

/** One budget per page life: spec §9 allows at most 4 route preloads. */
export const routePreloads = new RoutePreloadBudget();
