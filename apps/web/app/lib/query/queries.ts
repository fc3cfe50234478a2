import { appInitEndpoint, type Locale, staticInfoEndpoint } from "@casino/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api";

/** Query definitions shared by server prefetch and browser components, so their keys always match. */
export const queries = {
  appInit: (api: ApiClient) =>
    queryOptions({ queryKey: ["app-init"], queryFn: () => api.call(appInitEndpoint) }),
  staticInfo: (api: ApiClient, locale: Locale, isGuest: boolean) =>
    queryOptions({
      queryKey: ["static-info", locale, isGuest],
      queryFn: () =>
        api.call(staticInfoEndpoint, { query: { isGuest: String(isGuest) as "true" | "false" } }),
    }),
};
