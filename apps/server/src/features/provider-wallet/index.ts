import type { Feature } from "../../platform/feature";
import { registerProviderWalletRoutes } from "./provider-wallet.routes";

/** The seamless wallet every game provider calls, the built-in one included (ARCHITECTURE D17). */
export const providerWalletFeature: Feature = {
  name: "provider-wallet",
  register: registerProviderWalletRoutes,
};
export { walletCurrencyOf } from "./provider-wallet.money";
export {
  endGameSessionsOfPlayer,
  gameSessionByTokenHash,
  newestWinningRounds,
  openGameSession,
  playerRealRounds,
  realNetResultsSince,
  recentlyPlayedGameIds,
  roundById,
  unfinishedRoundsOfSession,
  type WalletRound,
  walletCallsOfRound,
} from "./provider-wallet.reads";
export {
  type HouseRoundRecord,
  hashSessionToken,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  WalletRefusal,
  walletBalance,
  walletBet,
  walletEndRound,
  walletWin,
} from "./provider-wallet.service";
export { HOUSE_PROVIDER, signWalletCall } from "./provider-wallet.signature";
export { activePlayersBetween, roundTotalsByDay } from "./provider-wallet.stats.service";
