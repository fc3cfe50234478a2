import {
  type SupportCase,
  type SupportInboxFilter,
  supportCaseEndpoint,
  supportInboxEndpoint,
} from "@casino/contracts/support-chat";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const SUPPORT_KEY = ["backoffice", "support"] as const;
const caseKey = (id: string) => [...SUPPORT_KEY, "case", id] as const;

/**
 * How often an open inbox and an open conversation ask again. The back office has no push channel
 * (decision 038): a few seconds is as live as a support desk needs, and only open screens ask.
 */
export const INBOX_POLL_MS = 5_000;
export const CASE_POLL_MS = 3_000;

export function useInbox(input: { status: SupportInboxFilter; page: number; pageSize: number }) {
  const api = useApi();
  return useQuery({
    queryKey: [...SUPPORT_KEY, "inbox", input],
    queryFn: () => api.call(supportInboxEndpoint, { query: input }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useSupportCase(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: caseKey(id),
    queryFn: () => api.call(supportCaseEndpoint, { params: { id } }),
    refetchInterval: CASE_POLL_MS,
  });
}

/** The conversation as the server answered an action on it; the inbox asks again for its new order. */
export async function storeCase(queryClient: QueryClient, supportCase: SupportCase) {
  queryClient.setQueryData(caseKey(supportCase.id), supportCase);
  await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, "inbox"] });
}
