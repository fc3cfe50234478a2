import type { Locale } from "@casino/contracts";
import { legalPageRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** One legal page in one locale; the server render and the browser share this key. */
export const legalPageQuery = (api: ApiClient, locale: Locale, name: string) =>
  queryOptions({
    queryKey: ["legal-page", locale, name],
    queryFn: () => api.call(legalPageRoute, { params: { name } }),
  });
