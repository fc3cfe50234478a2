import type { Currency, GameMode, PlayCurrency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { move, postLedgerTransaction, sumPlayerBalances } from "../ledger";
import { demoBalanceOf } from "./provider-wallet.demo-balance.repo";

/** Whose money a wallet call moves: a player's real balances in one game mode, or a demo session's. */
export interface MoneyOwner {
  mode: "real" | "demo";
  gameMode: GameMode;
  playerId: string;
  sessionId: string;
}

/** The currency a session bets in: coins in TournamentPoints, entries (with winnings) in SweepStakes. */
export const walletCurrencyOf = (gameMode: GameMode): PlayCurrency =>
  gameMode === "SweepStakes" ? "entries" : "coins";

const PLAYABLE: Record<GameMode, readonly Currency[]> = {
  TournamentPoints: ["coins"],
  SweepStakes: ["entries", "winnings"],
};

/** The balance a provider is told: coins, entries + winnings, or the demo play money. */
export async function playableBalance(tx: Executor, owner: MoneyOwner): Promise<bigint> {
  if (owner.mode === "demo") return demoBalanceOf(tx, owner.sessionId);
  return sumPlayerBalances(tx, { playerId: owner.playerId, currencies: PLAYABLE[owner.gameMode] });
}

/**
 * TournamentPoints play earns one tourPoint per coin wagered, paid when the round settles: a rolled-back
 * bet never earned any, so nothing is ever clawed back.
 */
export async function awardTourPoints(tx: Executor, owner: MoneyOwner, coinsWagered: bigint, key: string) {
  if (owner.mode === "demo" || owner.gameMode !== "TournamentPoints" || coinsWagered <= 0n) return;
  await postLedgerTransaction(tx, {
    idempotencyKey: key,
    kind: "game.tour-points",
    playerId: owner.playerId,
    legs: move({ house: "game" }, { playerId: owner.playerId }, "tourPoints", coinsWagered),
  });
}
