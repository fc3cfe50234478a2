import type { SsrContext } from "@casino/contracts";
import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import { type ApiClient, createApiClient } from "../api";
import { makeQueryClient } from "./query-client";

/**
 * Runs a loader's prefetches on a request-scoped QueryClient with the in-process API client and returns
 * the dehydrated cache for `<HydrationBoundary>` (ARCHITECTURE D12).
 */
export async function prefetchForRender(
  context: SsrContext,
  prefetch: (queryClient: QueryClient, api: ApiClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const queryClient = makeQueryClient();
  await prefetch(queryClient, createApiClient(context.transport));
  return dehydrate(queryClient);
}
