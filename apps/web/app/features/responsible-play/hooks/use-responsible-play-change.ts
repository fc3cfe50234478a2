import type { ResponsiblePlaySettings } from "@casino/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { RESPONSIBLE_PLAY_KEYS } from "../responsible-play-query";

/**
 * One change of the player's settings: the page shows the server's answer (never a guess), app init is
 * refreshed (the reality-check timer and the block status read it) and a toast says it is done or why not.
 */
export function useResponsiblePlayChange<Input>(
  change: (input: Input) => Promise<ResponsiblePlaySettings>,
  doneKey: string,
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      queryClient.setQueryData(RESPONSIBLE_PLAY_KEYS.settings, settings);
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.appInit });
      showToast(t(doneKey), { type: "success" });
    },
    onError: (error) => showToast(apiErrorText(t, locale, error), { type: "error" }),
  });
}
