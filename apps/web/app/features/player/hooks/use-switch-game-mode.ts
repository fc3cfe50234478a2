import type { AppInit, GameMode } from "@casino/contracts";
import { switchToSweepStakesRoute, switchToTournamentPointsRoute } from "@casino/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS, refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

const SWITCH_ENDPOINTS = {
  SweepStakes: switchToSweepStakesRoute,
  TournamentPoints: switchToTournamentPointsRoute,
} as const;

/**
 * Spec §4: switching calls the mode's endpoint and the stored mode changes only when it succeeds; then
 * app init and the balance are loaded again.
 */
export function useSwitchGameMode() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: GameMode) => browserApi.call(SWITCH_ENDPOINTS[mode]),
    onSuccess: async ({ gameMode }) => {
      queryClient.setQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit, (current) =>
        current && !current.isGuest
          ? { ...current, playerInfo: { ...current.playerInfo, gameMode } }
          : current,
      );
      await refreshPlayerData(queryClient);
    },
    onError: (error) => showToast(apiErrorText(t, locale, error), { type: "error" }),
  });
}
