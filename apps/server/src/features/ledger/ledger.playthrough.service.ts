import { type Currency, WAGER_SETTLED, WagerSettledEventSchema } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type Clock, fillPlaythrough, playthroughRequired, redeemableAmount } from "@casino/domain";
import type { OutboxRelay } from "../../platform/outbox";
import {
  addFills,
  claimWager,
  closeBatchOfKey,
  insertBatch,
  openBatches,
  outstandingOf,
  winningsOf,
} from "./ledger.playthrough.repo";
import type { HouseAccount } from "./ledger.repo";

/**
 * Playthrough (issue #14, ARCHITECTURE D24, decision 047): entries a player did not win by playing must be
 * wagered before their winnings count as redeemable. A credit of entries from any house account but
 * `game` opens a batch in the posting's own transaction; settled SweepStakes rounds fill the oldest open
 * batches first, from the outbox, so the bet path never waits for it.
 */

type Leg = { owner: { playerId: string } | { house: HouseAccount }; currency: Currency; amount: bigint };

/**
 * Opens the batch a new transaction owes, if it credits a player's entries from a house account other
 * than `game` (purchases, promotions, amoe, adjustments): amount = the player's net entries, required =
 * ceil(amount × multiplier). Play's own credits (rollbacks from `game`) owe nothing.
 */
export async function openPlaythroughBatch(
  tx: Executor,
  posted: { transactionId: bigint; kind: string; legs: readonly Leg[]; multiplier: string },
): Promise<void> {
  const entries = posted.legs.filter((leg) => leg.currency === "entries");
  const fromHouse = entries.filter((leg) => "house" in leg.owner && leg.amount < 0n);
  if (fromHouse.length === 0 || fromHouse.some((leg) => "house" in leg.owner && leg.owner.house === "game"))
    return;
  const credited = new Map<string, bigint>();
  for (const leg of entries) {
    if ("playerId" in leg.owner)
      credited.set(leg.owner.playerId, (credited.get(leg.owner.playerId) ?? 0n) + leg.amount);
  }
  const players = [...credited].filter(([, amount]) => amount > 0n);
  // A batch belongs to one credit of one player (unique per transaction); no feature credits two at once.
  if (players.length > 1) throw new Error("a ledger transaction credits entries to one player at most");
  const [credit] = players;
  if (!credit) return;
  const [playerId, amount] = credit;
  await insertBatch(tx, {
    playerId,
    transactionId: posted.transactionId,
    kind: posted.kind,
    amount,
    required: playthroughRequired(amount, posted.multiplier),
  });
}

/** A reversed credit leaves nothing to play through: its batch is closed with the reversal. */
export function closePlaythroughOfReversed(tx: Executor, originalKey: string, reversalId: bigint) {
  return closeBatchOfKey(tx, originalKey, reversalId);
}

/**
 * Counts a settled SweepStakes round's bet toward the player's open batches, oldest first, once per round
 * (the round id is `playthrough_wager`'s key, so a replayed event counts nothing). The batches are locked,
 * so two rounds of one player relayed by two nodes fill them one after the other.
 */
export async function countPlaythroughWager(
  tx: Executor,
  wager: { roundId: string; playerId: string; bet: bigint; now: Date },
): Promise<void> {
  const isNew = await claimWager(tx, {
    roundId: wager.roundId,
    playerId: wager.playerId,
    amount: wager.bet,
    now: wager.now,
  });
  if (!isNew) return;
  const batches = await openBatches(tx, wager.playerId, true);
  const fills = fillPlaythrough(
    batches.map((batch) => ({ id: batch.id.toString(), required: batch.required, wagered: batch.wagered })),
    wager.bet,
  );
  await addFills(
    tx,
    fills.map((fill) => ({ ...fill, id: BigInt(fill.id) })),
    wager.now,
  );
}

/** Subscribes the playthrough to settled rounds. Coins rounds cost no database work at all. */
export function followSettledWagers(outbox: OutboxRelay, clock: Clock) {
  outbox.subscribe(WAGER_SETTLED, "ledger.playthrough", async (event, tx) => {
    const settled = WagerSettledEventSchema.parse(event.payload);
    if (settled.currency !== "entries") return;
    const bet = BigInt(settled.bet);
    if (bet <= 0n) return;
    await countPlaythroughWager(tx, {
      roundId: settled.roundId,
      playerId: settled.playerId,
      bet,
      now: clock.now(),
    });
  });
}

export interface RedeemableWinnings {
  winnings: bigint;
  /** Entries still to be wagered over the player's open batches. */
  outstanding: bigint;
  /** Winnings less outstanding, never below 0. */
  redeemable: bigint;
}

/**
 * What of the player's winnings may be redeemed now. With `lock`, the winnings row stays locked for the
 * caller's transaction, so a redemption decided on this figure cannot race another one.
 */
export async function redeemableWinnings(
  executor: Executor,
  playerId: string,
  options: { lock?: boolean } = {},
): Promise<RedeemableWinnings> {
  const winnings = await winningsOf(executor, playerId, options.lock ?? false);
  const outstanding = await outstandingOf(executor, playerId);
  return { winnings, outstanding, redeemable: redeemableAmount(winnings, outstanding) };
}

export interface PlaythroughBatchStatus {
  id: string;
  /** The ledger kind of the credit that opened it (`purchase`, `amoe`, a prize's kind…). */
  kind: string;
  amount: bigint;
  required: bigint;
  wagered: bigint;
  createdAt: Date;
}

/** For the redeem page: what is left to play through and the open batches behind it, oldest first. */
export async function playthroughStatus(
  executor: Executor,
  playerId: string,
): Promise<{ outstanding: bigint; openBatches: PlaythroughBatchStatus[] }> {
  const batches = await openBatches(executor, playerId);
  return {
    outstanding: batches.reduce((sum, batch) => sum + batch.required - batch.wagered, 0n),
    openBatches: batches.map((batch) => ({ ...batch, id: batch.id.toString() })),
  };
}
