import type { RewardKind } from "@casino/contracts";
import { rewardClaimRoute } from "@casino/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS, refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

/**
 * Claims a reward whose step is done: the answer replaces the rewards at once, the toast names the coins
 * credited, and the balance and the rest of the player's data are loaded again.
 */
export function useClaimReward() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState<RewardKind | null>(null);

  async function claim(kind: RewardKind) {
    if (claiming) return;
    setClaiming(kind);
    try {
      const { rewards } = await browserApi.call(rewardClaimRoute, { params: { kind } });
      queryClient.setQueryData(PLAYER_QUERY_KEYS.rewards, rewards);
      showToast(t("rewards.claimed", { coins: new Intl.NumberFormat(locale).format(rewards[kind].coins) }), {
        type: "success",
        id: `reward-${kind}`,
      });
      await refreshPlayerData(queryClient);
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setClaiming(null);
    }
  }

  return { claim, claiming };
}
