import {
  BALANCE_CHANGED,
  BalanceChangedEventSchema,
  type Publication,
  playerChannel,
  type WsConnectionData,
} from "@casino/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { startPushClient } from "../../../lib/push";
import { PLAYER_QUERY_KEYS, queries } from "../../../lib/query";

/**
 * Keeps the player's balances and mode in the query cache as the push channel reports them (issue #12):
 * the header, the balance switcher and the game modal read that cache, so they follow a spin in another
 * tab without a refetch. When the channel cannot replay what it missed, the balances are fetched again.
 * Loaded after hydration only: it brings the contracts' schemas and the push client with it.
 */
export function followLiveBalance(queryClient: QueryClient, playerId: string): () => void {
  const connectionData = async (): Promise<WsConnectionData | null> => {
    const cached = queryClient.getQueryData(PLAYER_QUERY_KEYS.appInit);
    const fresh = (data: unknown) =>
      data && typeof data === "object" && "wsConnectionData" in data
        ? (data.wsConnectionData as WsConnectionData | null)
        : null;
    const known = fresh(cached);
    if (known && known.expires * 1000 > Date.now() + 5000) return known;
    return fresh(await queryClient.fetchQuery({ ...queries.appInit(browserApi), staleTime: 0 }));
  };
  const client = startPushClient({ getConnectionData: connectionData });
  const channel = playerChannel(playerId);
  client.subscribe(channel, {
    onPublication: (publication: Publication) => {
      if (publication.event !== BALANCE_CHANGED) return;
      const event = BalanceChangedEventSchema.safeParse(publication.data);
      if (event.success) queryClient.setQueryData(PLAYER_QUERY_KEYS.balance, event.data);
    },
    onRecoveryFailed: () => {
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.balance });
    },
  });
  return () => client.close();
}
