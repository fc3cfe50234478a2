import { listPlayerBonusesEndpoint } from "@casino/contracts/bonus-offers";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

/** Everything this feature reads lives under this key, so a grant or a revoke refreshes the tab. */
export const BONUS_OFFERS_KEY = ["bonus-offers"] as const;

export function usePlayerBonuses(playerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...BONUS_OFFERS_KEY, "player", playerId],
    queryFn: async () => (await api.call(listPlayerBonusesEndpoint, { params: { id: playerId } })).bonuses,
  });
}
