import type { Currency, GameMode, PlayCurrency } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { AppError } from "../../platform/errors";
import {
  type LedgerLeg,
  lockPlayerBalances,
  move,
  postLedgerTransaction,
  reverseLedgerTransaction,
  sumPlayerBalances,
} from "../ledger";
import { addToDemoBalance, demoBalanceOf } from "./provider-wallet.demo-balance.repo";

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

const insufficientFunds = () =>
  new AppError("INSUFFICIENT_FUNDS", 409, "The balance is too low for this bet.");

/** The balance a provider is told: coins, entries + winnings, or the demo play money. */
export async function playableBalance(tx: Executor, owner: MoneyOwner): Promise<bigint> {
  if (owner.mode === "demo") return demoBalanceOf(tx, owner.sessionId);
  return sumPlayerBalances(tx, { playerId: owner.playerId, currencies: PLAYABLE[owner.gameMode] });
}

/**
 * The legs of a real stake. SweepStakes takes entries first, then winnings: the balance rows are locked
 * before they are read, so two concurrent bets split against the balance each other left.
 */
async function stakeLegs(tx: Executor, owner: MoneyOwner, amount: bigint): Promise<LedgerLeg[]> {
  const player = { playerId: owner.playerId };
  if (owner.gameMode === "TournamentPoints") return move(player, { house: "game" }, "coins", amount);
  const held = await lockPlayerBalances(tx, {
    playerId: owner.playerId,
    currencies: ["entries", "winnings"],
  });
  const entries = held.get("entries") ?? 0n;
  const winnings = held.get("winnings") ?? 0n;
  if (entries + winnings < amount) throw insufficientFunds();
  const fromEntries = entries < amount ? entries : amount;
  const fromWinnings = amount - fromEntries;
  return [
    ...(fromEntries > 0n ? move(player, { house: "game" }, "entries", fromEntries) : []),
    ...(fromWinnings > 0n ? move(player, { house: "game" }, "winnings", fromWinnings) : []),
  ];
}

/** Takes a stake; answers our ledger transaction id (null for demo money or a zero stake). */
export async function debitStake(tx: Executor, owner: MoneyOwner, amount: bigint, key: string) {
  if (amount === 0n) return null;
  if (owner.mode === "demo") {
    if ((await addToDemoBalance(tx, owner.sessionId, -amount)) === null) throw insufficientFunds();
    return null;
  }
  const result = await postLedgerTransaction(tx, {
    idempotencyKey: key,
    kind: "game.bet",
    playerId: owner.playerId,
    legs: await stakeLegs(tx, owner, amount),
  });
  return result.transactionId.toString();
}

/** Pays a win from the house game account: coins in TournamentPoints, winnings in SweepStakes. */
export async function creditWin(tx: Executor, owner: MoneyOwner, amount: bigint, key: string) {
  if (amount === 0n) return null;
  if (owner.mode === "demo") {
    await addToDemoBalance(tx, owner.sessionId, amount);
    return null;
  }
  const currency = owner.gameMode === "SweepStakes" ? "winnings" : "coins";
  const result = await postLedgerTransaction(tx, {
    idempotencyKey: key,
    kind: "game.win",
    playerId: owner.playerId,
    legs: move({ house: "game" }, { playerId: owner.playerId }, currency, amount),
  });
  return result.transactionId.toString();
}

/** Gives a stake back exactly as it was taken (the same currencies), by reversing the bet's postings. */
export async function refundStake(
  tx: Executor,
  owner: MoneyOwner,
  amount: bigint,
  keys: { bet: string; refund: string },
) {
  if (amount === 0n) return null;
  if (owner.mode === "demo") {
    await addToDemoBalance(tx, owner.sessionId, amount);
    return null;
  }
  const result = await reverseLedgerTransaction(tx, {
    originalKey: keys.bet,
    idempotencyKey: keys.refund,
    kind: "game.rollback",
    playerId: owner.playerId,
  });
  return result ? result.transactionId.toString() : null;
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
