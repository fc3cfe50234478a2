import type { EndpointInput, providerWinEndpoint } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type Claim, claim, fail } from "./provider-wallet.call";
import { lockTransaction, type WalletRow, type WalletSession } from "./provider-wallet.repo";
import { findRoundById, type RoundRef } from "./provider-wallet.rounds.repo";

/** A win or a rollback: a call that names the bet it follows (the two bodies have the same fields). */
export type FollowUpBody = EndpointInput<typeof providerWinEndpoint>["body"];

export type LockedBet = WalletRow;

/**
 * What a win and a rollback start with: claim the call's own id (a replay gets its stored answer), then
 * lock the bet it names, so a win and a rollback of one bet never interleave. `bet` is null for a bet we
 * never saw.
 */
export async function claimFollowUp(
  tx: Executor,
  provider: string,
  now: Date,
  operation: "win" | "rollback",
  body: FollowUpBody,
): Promise<Extract<Claim, { replay: unknown }> | { id: string; amount: bigint; bet: LockedBet | null }> {
  const amount = BigInt(body.amount);
  const claimed = await claim(tx, provider, now, {
    operation,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount,
    betTransactionId: body.betTransactionId,
  });
  if ("replay" in claimed) return claimed;
  return { id: claimed.id, amount, bet: await lockTransaction(tx, provider, body.betTransactionId) };
}

/** The round a bet was placed in; BET_NOT_FOUND unless it is the named round of the session's player. */
export async function roundOfBet(
  tx: Executor,
  bet: LockedBet,
  providerRoundId: string,
  session: WalletSession,
): Promise<RoundRef> {
  const round = bet.roundId ? await findRoundById(tx, bet.roundId) : null;
  if (!round || round.providerRoundId !== providerRoundId || round.playerId !== session.playerId) {
    throw fail.betNotFound();
  }
  return round;
}
