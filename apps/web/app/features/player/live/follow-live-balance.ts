import { BALANCE_CHANGED, BalanceChangedEventSchema } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";

/**
 * Keeps the player's balances and mode in the query cache as the push channel reports them (issue #12):
 * the header, the balance switcher and the game modal read that cache, so they follow a spin in another
 * tab without a refetch. When the channel cannot replay what it missed, the balances are fetched again.
 */
export const followLiveBalance: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const stopEvents = on(BALANCE_CHANGED, (data) => {
    const event = BalanceChangedEventSchema.safeParse(data);
    if (event.success) queryClient.setQueryData(PLAYER_QUERY_KEYS.balance, event.data);
  });
  const stopRecovery = onRecoveryFailed(() => {
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.balance });
  });
  return () => {
    stopEvents();
    stopRecovery();
  };
};
