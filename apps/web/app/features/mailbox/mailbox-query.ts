import { mailboxRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The signed-in player's own mail in the development mailbox, optionally for one recipient; newest first. */
export const mailboxQuery = (api: ApiClient, to: string | null) =>
  queryOptions({
    queryKey: ["dev-mailbox", to],
    queryFn: () => api.call(mailboxRoute, { query: to ? { to } : {} }),
    staleTime: 0,
  });

/** Every query of the operator's view, to forget them with the token. */
export const OPERATOR_MAILBOX_KEY = ["dev-mailbox", "operator"] as const;

/**
 * Every address's mail, as an operator reads it: the token goes only in the Authorization header, never
 * in the query key, a URL or a cookie.
 */
export const operatorMailboxQuery = (api: ApiClient, token: string, to: string | null) =>
  queryOptions({
    queryKey: [...OPERATOR_MAILBOX_KEY, to],
    queryFn: () =>
      api.call(mailboxRoute, {
        query: to ? { to } : {},
        headers: { authorization: `Bearer ${token}` },
      }),
    staleTime: 0,
  });
