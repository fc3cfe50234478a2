import type { Locale } from "@casino/contracts";
import { appInitRoute, balanceRoute, staticInfoRoute } from "@casino/contracts/client";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api";

/**
 * Keys of the queries that hold the signed-in player's own data. Features keep their other keys to
 * themselves; these are shared because signing in or out, a reward or a mode switch changes them all.
 */
export const PLAYER_QUERY_KEYS = {
  appInit: ["app-init"],
  balance: ["player-balance"],
  profilePage: ["profile-page"],
  /** The account rewards: a confirmed email or a saved profile completes one. */
  rewards: ["player-rewards"],
  partnersAccount: ["partners-account"],
  /** The player's game rounds (the history page); a spin adds one. */
  rounds: ["player-rounds"],
  /** The notification centre: its unread count and its list (both under this prefix). */
  notifications: ["player-notifications"],
} as const;

/** Query definitions shared by server prefetch and browser components, so their keys always match. */
export const queries = {
  appInit: (api: ApiClient) =>
    queryOptions({ queryKey: PLAYER_QUERY_KEYS.appInit, queryFn: () => api.call(appInitRoute) }),
  staticInfo: (api: ApiClient, locale: Locale, isGuest: boolean) =>
    queryOptions({
      queryKey: ["static-info", locale, isGuest],
      queryFn: () => api.call(staticInfoRoute, { query: { isGuest: String(isGuest) as "true" | "false" } }),
    }),
  playerBalance: (api: ApiClient) =>
    queryOptions({ queryKey: PLAYER_QUERY_KEYS.balance, queryFn: () => api.call(balanceRoute) }),
};

/**
 * Refetches what a change to the player's account (a reward, a mode switch, a confirmed email) may have
 * moved: app init with its balances, the ledger balance and the profile page.
 */
export async function refreshPlayerData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    Object.values(PLAYER_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
