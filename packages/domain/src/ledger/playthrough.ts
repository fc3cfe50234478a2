/**
 * Playthrough (issue #14, ARCHITECTURE D24): entries that did not come from play open a batch that must be
 * wagered `required` minor units before the player's winnings count as redeemable. The arithmetic is here,
 * pure and exact (bigint, no float anywhere); the ledger's repo stores the batches.
 */

/** One open batch as the fill sees it: what must be wagered and what already was. */
export interface PlaythroughBatch {
  id: string;
  required: bigint;
  wagered: bigint;
}

/** What a wager does to one batch: `amount` more wagered, and whether that completes it. */
export interface PlaythroughFill {
  id: string;
  amount: bigint;
  isCompleted: boolean;
}

/** A multiplier as stored (`numeric(4,2)`): `1`, `3`, `1.5`, `2.25`; at least 1. */
const MULTIPLIER = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** Parses a multiplier into an exact fraction numerator / 100; throws on anything else. */
export function parsePlaythroughMultiplier(multiplier: string): { numerator: bigint; denominator: bigint } {
  const match = MULTIPLIER.exec(multiplier.trim());
  if (!match) throw new RangeError(`"${multiplier}" is not a playthrough multiplier`);
  const [, whole = "0", fraction = ""] = match;
  const numerator = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  if (numerator < 100n) throw new RangeError(`a playthrough multiplier is at least 1, not ${multiplier}`);
  return { numerator, denominator: 100n };
}

/** What a batch of `amount` must have wagered: ceil(amount × multiplier), exactly. */
export function playthroughRequired(amount: bigint, multiplier: string): bigint {
  if (amount <= 0n) throw new RangeError(`a playthrough batch holds a positive amount, not ${amount}`);
  const { numerator, denominator } = parsePlaythroughMultiplier(multiplier);
  return (amount * numerator + denominator - 1n) / denominator;
}

/** What is left to wager over the given batches (those completed count nothing). */
export function outstandingPlaythrough(batches: readonly PlaythroughBatch[]): bigint {
  return batches.reduce((sum, batch) => sum + (batch.required - batch.wagered), 0n);
}

/**
 * Spreads one wager over the open batches, oldest first (FIFO: the order given): each takes what it still
 * lacks until the wager is used up. What is left of a wager bigger than everything outstanding counts
 * toward nothing, so no batch ever goes past its requirement.
 */
export function fillPlaythrough(batches: readonly PlaythroughBatch[], wager: bigint): PlaythroughFill[] {
  if (wager < 0n) throw new RangeError(`a wager is not negative: ${wager}`);
  const fills: PlaythroughFill[] = [];
  let left = wager;
  for (const batch of batches) {
    if (left === 0n) break;
    const lacking = batch.required - batch.wagered;
    if (lacking <= 0n) continue;
    const amount = left < lacking ? left : lacking;
    fills.push({ id: batch.id, amount, isCompleted: amount === lacking });
    left -= amount;
  }
  return fills;
}

/** The batches after the fills: what the repo writes, and what the next wager sees. */
export function applyPlaythroughFills(
  batches: readonly PlaythroughBatch[],
  fills: readonly PlaythroughFill[],
): PlaythroughBatch[] {
  const byId = new Map(fills.map((fill) => [fill.id, fill.amount]));
  return batches.map((batch) => ({ ...batch, wagered: batch.wagered + (byId.get(batch.id) ?? 0n) }));
}

/** Winnings that may be redeemed: the balance less what is still to be played through, never below 0. */
export function redeemableAmount(winnings: bigint, outstanding: bigint): bigint {
  const redeemable = winnings - outstanding;
  return redeemable > 0n ? redeemable : 0n;
}

/** A player's playthrough as a model: open batches, and the rounds already counted (a replay counts once). */
export interface PlaythroughState {
  batches: readonly PlaythroughBatch[];
  countedRounds: ReadonlySet<string>;
}

/**
 * Counts a settled round's bet toward the player's batches, once per round id: the rule the ledger's
 * consumer of `wager.settled` keeps with the round id as primary key of `playthrough_wager`.
 */
export function countWager(
  state: PlaythroughState,
  roundId: string,
  wager: bigint,
): { state: PlaythroughState; fills: PlaythroughFill[]; isReplay: boolean } {
  if (state.countedRounds.has(roundId)) return { state, fills: [], isReplay: true };
  const fills = fillPlaythrough(state.batches, wager);
  return {
    state: {
      batches: applyPlaythroughFills(state.batches, fills),
      countedRounds: new Set([...state.countedRounds, roundId]),
    },
    fills,
    isReplay: false,
  };
}
