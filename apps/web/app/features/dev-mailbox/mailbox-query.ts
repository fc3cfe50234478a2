import { mailboxEndpoint } from "@casino/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The development mailbox, optionally for one recipient; newest first. */
export const mailboxQuery = (api: ApiClient, to: string | null) =>
  queryOptions({
    queryKey: ["dev-mailbox", to],
    queryFn: () => api.call(mailboxEndpoint, { query: to ? { to } : {} }),
    staleTime: 0,
  });
