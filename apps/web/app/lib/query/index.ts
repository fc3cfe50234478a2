export { queries } from "./queries";
export { makeQueryClient } from "./query-client";
export { prefetchForRender } from "./server-prefetch";
