import type { Locale } from "@casino/contracts";
import { homePageRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

export const HOME_PAGE_QUERY_ROOT = "home-page";

/** The home and lobby content (`/rest/page/home/`): it differs by language and for guests and players. */
export const homePageQuery = (api: ApiClient, locale: Locale, isGuest: boolean) =>
  queryOptions({
    queryKey: [HOME_PAGE_QUERY_ROOT, locale, isGuest],
    queryFn: () => api.call(homePageRoute),
    staleTime: 60_000,
  });
