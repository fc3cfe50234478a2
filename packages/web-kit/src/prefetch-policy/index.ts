export {
  type ConnectionInfo,
  MAX_ROUTE_PRELOADS,
  PAYLOAD_PREFETCH_DELAY_MS,
  shouldPrefetchLinks,
  shouldPrefetchPayload,
} from "./prefetch-policy";
export { RoutePreloadBudget } from "./route-preload-budget";
