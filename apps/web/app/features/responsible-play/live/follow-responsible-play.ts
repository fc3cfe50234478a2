import { RESPONSIBLE_PLAY_CHANGED } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { RESPONSIBLE_PLAY_KEYS } from "../responsible-play-query";

/**
 * A change made in another tab or by an operator (`responsible_play.changed`): app init (timer, block) and
 * the page's settings are fetched again, so every tab shows what the server holds.
 */
export const followResponsiblePlay: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.appInit });
    void queryClient.invalidateQueries({ queryKey: RESPONSIBLE_PLAY_KEYS.settings });
  };
  const stopChanged = on(RESPONSIBLE_PLAY_CHANGED, refresh);
  const stopRecovery = onRecoveryFailed(refresh);
  return () => {
    stopChanged();
    stopRecovery();
  };
};
