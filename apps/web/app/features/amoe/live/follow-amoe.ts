import { AMOE_CREDITED } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { AMOE_KEY } from "../amoe-query";

/**
 * A letter credited while the rules page is open marks its code credited there at once (the balance in
 * the header moves by `balance.changed` on its own).
 */
export const followAmoe: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: AMOE_KEY });
  const stopCredited = on(AMOE_CREDITED, refresh);
  const stopRecovery = onRecoveryFailed(refresh);
  return () => {
    stopCredited();
    stopRecovery();
  };
};
