import { type Locale, legalPageEndpoint } from "@casino/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** One legal page in one locale; the server render and the browser share this key. */
export const legalPageQuery = (api: ApiClient, locale: Locale, name: string) =>
  queryOptions({
    queryKey: ["legal-page", locale, name],
    queryFn: () => api.call(legalPageEndpoint, { params: { name } }),
  });

/** Names the contract accepts; anything else cannot exist, so it is a 404 without asking the server. */
export function isLegalPageName(name: string): boolean {
  return legalPageEndpoint.params.safeParse({ name }).success;
}
