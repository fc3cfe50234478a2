import type { AppInitResponsiblePlay } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { currentBlock, LIMIT_WINDOW_MS, type LimitInForce, purchaseAllowance } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { activityReminderMinutesOf } from "../player";
import { limitStateOf } from "./responsible-play.presenter";
import { type BlockRow, selectActiveBlocks, selectLimits } from "./responsible-play.repo";

// What other features ask before they let a player play, buy, claim or be marketed to (issue #13): the
// server enforces the player's blocks and limits, whatever the page shows.

async function activeBlock(executor: Executor, playerId: string, now: Date): Promise<BlockRow | null> {
  return currentBlock(await selectActiveBlocks(executor, playerId, now), now);
}

const blockedUntil = (block: BlockRow) =>
  block.endsAt ? `until ${block.endsAt.toISOString()}` : "until an operator lifts the restriction";

function playBlocked(block: BlockRow, what: string): AppError {
  const why = {
    cool_off: "You are in a cool-off",
    self_exclusion: "You have excluded yourself",
    operator: "Your account is restricted",
  }[block.kind];
  return new AppError("PLAY_BLOCKED", 403, `${why} ${blockedUntil(block)}; ${what} is not available.`);
}

/** Refuses real-money play (PLAY_BLOCKED) while the player is cooled off, excluded or restricted. */
export async function assertMayPlay(executor: Executor, input: { playerId: string; now: Date }) {
  const block = await activeBlock(executor, input.playerId, input.now);
  if (block) throw playBlocked(block, "real-money play");
}

/** Refuses claiming prizes and rewards (PLAY_BLOCKED) while blocked; redeeming winnings stays open. */
export async function assertMayClaimPrizes(executor: Executor, input: { playerId: string; now: Date }) {
  const block = await activeBlock(executor, input.playerId, input.now);
  if (block) throw playBlocked(block, "claiming prizes");
}

/**
 * Whether prizes and rewards may be paid to the player now: not while blocked. For payments made on the
 * player's behalf (a completed profile pays its reward), which wait for the claim button instead.
 */
export async function mayClaimPrizes(
  executor: Executor,
  input: { playerId: string; now: Date },
): Promise<boolean> {
  return (await activeBlock(executor, input.playerId, input.now)) === null;
}

/** Whether the player may be sent marketing (promotions): never while blocked. */
export async function isMarketingAllowed(
  executor: Executor,
  input: { playerId: string; now: Date },
): Promise<boolean> {
  return (await activeBlock(executor, input.playerId, input.now)) === null;
}

/**
 * Refuses a purchase while blocked (PLAY_BLOCKED) or when it would pass any limit in force over its rolling
 * window (PURCHASE_LIMIT_EXCEEDED, saying how much is left). The purchase feature passes what the player
 * spent since a moment (`spentSince`), read in its own transaction, since purchases are its tables.
 */
export async function assertMayBuy(
  tx: Executor,
  input: {
    playerId: string;
    amountCents: bigint;
    now: Date;
    spentSince: (since: Date) => Promise<bigint>;
  },
): Promise<void> {
  const { playerId, now } = input;
  const block = await activeBlock(tx, playerId, now);
  if (block) throw playBlocked(block, "buying");
  const limits: LimitInForce[] = [];
  for (const row of await selectLimits(tx, playerId)) {
    const { amount } = limitStateOf(row);
    if (amount !== null) limits.push({ period: row.period, amount });
  }
  const spent: Partial<Record<LimitInForce["period"], bigint>> = {};
  for (const { period } of limits) {
    spent[period] = await input.spentSince(new Date(now.getTime() - LIMIT_WINDOW_MS[period]));
  }
  const allowance = purchaseAllowance(limits, spent, input.amountCents);
  if (!allowance.allowed) {
    const { remaining, period } = allowance;
    const left = `$${remaining / 100n}.${(remaining % 100n).toString().padStart(2, "0")}`;
    throw new AppError(
      "PURCHASE_LIMIT_EXCEEDED",
      409,
      `This purchase is above your ${PERIOD_NAMES[period]} purchase limit; you can buy up to ${left} now.`,
    );
  }
}

const PERIOD_NAMES = { day: "daily", week: "weekly", month: "monthly" } as const;

/** What `/rest/app/init/` shows of the player's responsible play. */
export async function responsiblePlayStatusOf(
  executor: Executor,
  input: { playerId: string; now: Date },
): Promise<AppInitResponsiblePlay> {
  const minutes = (await activityReminderMinutesOf(executor, input.playerId)) ?? 0;
  const block = await activeBlock(executor, input.playerId, input.now);
  return {
    realityCheckMinutes: minutes,
    block: block && { kind: block.kind, endsAt: block.endsAt?.toISOString() ?? null },
  };
}
