import type { GameMode, PlayerBalance } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { queries } from "../../../lib/query";

export interface BalanceView {
  balance: PlayerBalance;
  gameMode: GameMode;
}

/**
 * The player's balances and mode, from whichever answered last: app init (loaded with the page and after
 * every account change) or the ledger's balance endpoint. Null for guests.
 */
export function usePlayerBalance(): BalanceView | null {
  const appInitQuery = useQuery(queries.appInit(browserApi));
  const appInit = appInitQuery.data;
  const player = appInit && !appInit.isGuest ? appInit : null;
  const balanceQuery = useQuery({
    ...queries.playerBalance(browserApi),
    enabled: player !== null,
    // App init already holds the balance, so the page does not ask the ledger again on arrival.
    initialData: player
      ? { playerBalance: player.playerInfo.playerBalance, gameMode: player.playerInfo.gameMode }
      : undefined,
    initialDataUpdatedAt: appInitQuery.dataUpdatedAt,
  });
  if (!player) return null;
  const ledger = balanceQuery.data;
  if (ledger && balanceQuery.dataUpdatedAt > appInitQuery.dataUpdatedAt) {
    return { balance: ledger.playerBalance, gameMode: ledger.gameMode };
  }
  return { balance: player.playerInfo.playerBalance, gameMode: player.playerInfo.gameMode };
}
