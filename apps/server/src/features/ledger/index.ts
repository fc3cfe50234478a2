/** The double-entry ledger (ARCHITECTURE D4, D5): the only way money moves. Used by other features. */

import type { Feature } from "../../platform/feature";
import { followSettledWagers } from "./ledger.playthrough.service";
import { registerLedgerRoutes } from "./ledger.routes";

/**
 * Its own routes are the back office's ledger screens (issue #11), read-only; it follows settled rounds to
 * count them toward playthrough (decision 047).
 */
export const ledgerFeature: Feature = {
  name: "ledger",
  register(app, context) {
    followSettledWagers(context.outbox, context.clock);
    registerLedgerRoutes(app, context);
  },
};

export { type PlayerBalancesQuery, sumPlayerBalances } from "./ledger.balances.service";
export { type PlayerCredit, playerCreditsByKey } from "./ledger.credits.service";
export { type PlayerTransactionPage, playerTransactions } from "./ledger.history.service";
export { findPostedKeys } from "./ledger.keys.service";
/** Playthrough (decision 047): what of a player's winnings is redeemable, and what is left to play. */
export {
  type PlaythroughBatchStatus,
  playthroughStatus,
  type RedeemableWinnings,
  redeemableWinnings,
} from "./ledger.playthrough.service";
export { type LedgerReport, reconcileLedger } from "./ledger.reconcile";
export { ledgerRefusalOf } from "./ledger.refusals";
export type { HouseAccount } from "./ledger.repo";
export {
  type AccountOwner,
  type Balances,
  balancesOf,
  type LedgerLeg,
  type LedgerRequest,
  type LedgerResult,
  move,
  openPlayerAccounts,
  postLedgerTransaction,
  postLedgerTransactionAlone,
  reverseLedgerTransaction,
} from "./ledger.service";
