import { homePageEndpoint, type Locale } from "@casino/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The home and lobby content (`/rest/page/home/`): it differs by language and for guests and players. */
export const homePageQuery = (api: ApiClient, locale: Locale, isGuest: boolean) =>
  queryOptions({
    queryKey: ["home-page", locale, isGuest],
    queryFn: () => api.call(homePageEndpoint),
    staleTime: 60_000,
  });
