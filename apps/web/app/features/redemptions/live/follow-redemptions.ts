import { REDEMPTION_UPDATED } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { REDEMPTIONS_KEY } from "../redemptions-query";

/**
 * An operator's decision (held, approved, paid, rejected) or a request from another tab shows on the
 * redeem page at once; the winnings themselves arrive with `balance.changed`.
 */
export const followRedemptions: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
  const stopUpdates = on(REDEMPTION_UPDATED, refresh);
  const stopRecovery = onRecoveryFailed(refresh);
  return () => {
    stopUpdates();
    stopRecovery();
  };
};
