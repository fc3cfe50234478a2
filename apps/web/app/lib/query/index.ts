export { DocumentDataBoundary } from "./document-data-boundary";
export { PLAYER_QUERY_KEYS, queries, refreshPlayerData } from "./queries";
export { makeQueryClient } from "./query-client";
export { prefetchForRender } from "./server-prefetch";
export { useQueryDataAsDocument } from "./use-query-data-as-document";
