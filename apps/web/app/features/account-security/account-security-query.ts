import { accountSecurityRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The player's sign-in settings and signed-in devices; the server render and the browser share this key. */
export const accountSecurityQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ["account-security"], queryFn: () => api.call(accountSecurityRoute) });
