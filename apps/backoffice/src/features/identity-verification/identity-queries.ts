import { kycQueueEndpoint, playerIdentityEndpoint } from "@casino/contracts/identity-verification";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

/** Everything this feature reads lives under this key, so a decision refreshes the queue and the tabs. */
export const IDENTITY_KEY = ["identity-verification"] as const;

export function useKycQueue() {
  const api = useApi();
  return useQuery({
    queryKey: [...IDENTITY_KEY, "queue"],
    queryFn: () => api.call(kycQueueEndpoint, { query: { limit: 100 } }),
  });
}

export function usePlayerIdentity(playerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...IDENTITY_KEY, "player", playerId],
    queryFn: () => api.call(playerIdentityEndpoint, { params: { id: playerId } }),
  });
}

/** Where an operator's browser fetches a document's bytes (its session cookie goes along). */
export const documentFileUrl = (id: string) => `/api/backoffice/identity-verification/documents/${id}/file/`;
