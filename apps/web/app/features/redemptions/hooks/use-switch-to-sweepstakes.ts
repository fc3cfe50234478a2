import type { AppInit } from "@casino/contracts";
import { switchToSweepStakesRoute } from "@casino/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { PLAYER_QUERY_KEYS, refreshPlayerData } from "../../../lib/query";
import { REDEMPTIONS_KEY } from "../redemptions-query";

/**
 * Redeeming needs SweepStakes mode (spec §5): the same switch the header's balance switcher makes (spec §4:
 * the stored mode changes only when the server says so), then the balances and the redeem page again.
 */
export function useSwitchToSweepStakes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => browserApi.call(switchToSweepStakesRoute),
    onSuccess: async ({ gameMode }) => {
      queryClient.setQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit, (current) =>
        current && !current.isGuest
          ? { ...current, playerInfo: { ...current.playerInfo, gameMode } }
          : current,
      );
      await Promise.all([
        refreshPlayerData(queryClient),
        queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
      ]);
    },
  });
}
