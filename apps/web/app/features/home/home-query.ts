import type { Locale } from "@casino/contracts";
import { homePageRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The home and lobby content (`/rest/page/home/`): it differs by language and for guests and players. */
export const homePageQuery = (api: ApiClient, locale: Locale, isGuest: boolean) =>
  queryOptions({
    queryKey: ["home-page", locale, isGuest],
    queryFn: () => api.call(homePageRoute),
    staleTime: 60_000,
  });
