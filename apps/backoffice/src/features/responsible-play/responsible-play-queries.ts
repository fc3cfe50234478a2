import { playerResponsiblePlayEndpoint, selfExclusionListEndpoint } from "@casino/contracts/responsible-play";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

/** Everything this feature reads lives under this key, so a change refreshes the tab and the list. */
export const RESPONSIBLE_PLAY_KEY = ["responsible-play"] as const;

export function usePlayerResponsiblePlay(playerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...RESPONSIBLE_PLAY_KEY, "player", playerId],
    queryFn: () => api.call(playerResponsiblePlayEndpoint, { params: { id: playerId } }),
  });
}

export function useSelfExclusionList() {
  const api = useApi();
  return useQuery({
    queryKey: [...RESPONSIBLE_PLAY_KEY, "self-exclusions"],
    queryFn: () => api.call(selfExclusionListEndpoint),
  });
}
