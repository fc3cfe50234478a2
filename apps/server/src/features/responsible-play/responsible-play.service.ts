import type {
  CoolOffRequest,
  PurchaseLimitPeriod,
  RealityCheckStatus,
  ResponsiblePlaySettings,
} from "@casino/contracts";
import { toMajorNumber } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import {
  type Clock,
  cancelLimitChange,
  confirmLimitChange,
  coolOffEnd,
  type LimitState,
  requestLimitChange,
  selfExclusionEnd,
} from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { sessionStartedAt } from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import { activityReminderMinutesOf, setActivityReminderMinutes } from "../player";
import { endGameSessionsOfPlayer, realNetResultsSince } from "../provider-wallet";
import { type ChangeActor, recordChange, syncPlayBlockedUntil } from "./responsible-play.history.service";
import {
  limitStateOf,
  limitWriteOf,
  presentCurrentBlock,
  presentEvent,
  presentLimits,
} from "./responsible-play.presenter";
import {
  insertBlock,
  lockPlayerSettings,
  selectBlocks,
  selectEvents,
  selectLimits,
  upsertLimit,
} from "./responsible-play.repo";

export interface ResponsiblePlayContext {
  db: Database;
  clock: Clock;
}

/** The history the player's page shows; the back office reads all of it. */
const PLAYER_HISTORY_SIZE = 50;

const gone = () => new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");

/** The player's settings as their page shows them, read in one snapshot. */
export async function readSettings(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<ResponsiblePlaySettings> {
  const minutes = await activityReminderMinutesOf(executor, playerId);
  if (minutes === null) throw gone();
  // One after another: inside a transaction the queries share one connection.
  const limits = await selectLimits(executor, playerId);
  const blocks = await selectBlocks(executor, playerId);
  const events = await selectEvents(executor, playerId, PLAYER_HISTORY_SIZE);
  return {
    realityCheckMinutes: minutes,
    limits: presentLimits(limits, now),
    block: presentCurrentBlock(blocks, now),
    history: events.map(presentEvent),
  };
}

export function responsiblePlaySettings(ctx: ResponsiblePlayContext, input: { playerId: string }) {
  return ctx.db.transaction((tx) => readSettings(tx, input.playerId, ctx.clock.now()));
}

/** A change made by the player, then their settings as they stand after it. */
function playerChange(
  ctx: ResponsiblePlayContext,
  playerId: string,
  change: (tx: Executor, now: Date) => Promise<void>,
): Promise<ResponsiblePlaySettings> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockPlayerSettings(tx, playerId);
    if ((await activityReminderMinutesOf(tx, playerId)) === null) throw gone();
    await change(tx, now);
    return readSettings(tx, playerId, now);
  });
}

/**
 * Sets the reality-check interval (0 disables it) in the caller's transaction, with its history entry: the
 * one way it is written, whether from this feature's page or the profile update.
 */
export async function recordRealityCheck(
  tx: Executor,
  input: { playerId: string; minutes: number; now: Date; by?: ChangeActor },
): Promise<void> {
  const before = await activityReminderMinutesOf(tx, input.playerId);
  if (before === input.minutes) return;
  await setActivityReminderMinutes(tx, input);
  await recordChange(tx, {
    playerId: input.playerId,
    kind: "reality_check_set",
    details: { minutes: input.minutes, previousMinutes: before },
    by: input.by ?? { actor: "player" },
    now: input.now,
  });
}

export function setRealityCheck(ctx: ResponsiblePlayContext, input: { playerId: string; minutes: number }) {
  return playerChange(ctx, input.playerId, (tx, now) =>
    recordRealityCheck(tx, { playerId: input.playerId, minutes: input.minutes, now }),
  );
}

async function limitOf(tx: Executor, playerId: string, period: PurchaseLimitPeriod): Promise<LimitState> {
  return limitStateOf((await selectLimits(tx, playerId)).find((row) => row.period === period));
}

/** A first limit or a decrease applies at once; an increase or removal waits 24 hours for confirmation. */
export function setPurchaseLimit(
  ctx: ResponsiblePlayContext,
  input: { playerId: string; period: PurchaseLimitPeriod; amountCents: string | null },
) {
  const { playerId, period } = input;
  return playerChange(ctx, playerId, async (tx, now) => {
    const current = await limitOf(tx, playerId, period);
    const requested = input.amountCents === null ? null : BigInt(input.amountCents);
    const { kind, state } = requestLimitChange(current, requested, now);
    if (kind === "limit_unchanged" && current.pending === null) return;
    await upsertLimit(tx, playerId, period, limitWriteOf(state), now);
    await recordChange(tx, {
      playerId,
      kind: kind === "limit_unchanged" ? "limit_increase_cancelled" : kind,
      details: {
        period,
        amountCents: state.amount,
        previousCents: current.amount,
        requestedCents: requested,
        ...(state.pending ? { confirmableAt: state.pending.effectiveAt } : {}),
      },
      by: { actor: "player" },
      now,
    });
  });
}

const limitRefusal = (refusal: "NO_PENDING_LIMIT_CHANGE" | "LIMIT_INCREASE_NOT_READY") =>
  refusal === "NO_PENDING_LIMIT_CHANGE"
    ? new AppError(refusal, 409, "There is no pending limit change for this period.")
    : new AppError(refusal, 409, "This increase can be confirmed once its 24-hour cooling period is over.");

export function confirmPurchaseLimit(
  ctx: ResponsiblePlayContext,
  input: { playerId: string; period: PurchaseLimitPeriod },
) {
  const { playerId, period } = input;
  return playerChange(ctx, playerId, async (tx, now) => {
    const current = await limitOf(tx, playerId, period);
    const result = confirmLimitChange(current, now);
    if (!result.ok) throw limitRefusal(result.refusal);
    await upsertLimit(tx, playerId, period, limitWriteOf(result.state), now);
    await recordChange(tx, {
      playerId,
      kind: result.state.amount === null ? "limit_removed" : "limit_increased",
      details: { period, amountCents: result.state.amount, previousCents: current.amount },
      by: { actor: "player" },
      now,
    });
  });
}

export function cancelPurchaseLimit(
  ctx: ResponsiblePlayContext,
  input: { playerId: string; period: PurchaseLimitPeriod },
) {
  const { playerId, period } = input;
  return playerChange(ctx, playerId, async (tx, now) => {
    const current = await limitOf(tx, playerId, period);
    const result = cancelLimitChange(current);
    if (!result.ok) throw limitRefusal(result.refusal);
    await upsertLimit(tx, playerId, period, limitWriteOf(result.state), now);
    await recordChange(tx, {
      playerId,
      kind: "limit_increase_cancelled",
      details: { period, amountCents: current.amount, cancelledCents: current.pending?.amount ?? null },
      by: { actor: "player" },
      now,
    });
  });
}

/**
 * Starts a block now, updates `play_blocked_until` and ends the player's open games in the same
 * transaction: their game tokens stop taking bets at once (wins of rounds already bet are still paid).
 */
export async function startBlock(
  tx: Executor,
  input: {
    playerId: string;
    kind: "cool_off" | "self_exclusion" | "operator";
    endsAt: Date | null;
    reason?: string;
    by: ChangeActor;
    now: Date;
  },
) {
  const { playerId, now, by } = input;
  const block = await insertBlock(tx, {
    playerId,
    kind: input.kind,
    startsAt: now,
    endsAt: input.endsAt,
    reason: input.reason ?? null,
    operatorId: by.actor === "operator" ? by.operatorId : null,
    operatorName: by.actor === "operator" ? by.operatorName : null,
  });
  await syncPlayBlockedUntil(tx, playerId, now);
  await endGameSessionsOfPlayer(tx, { playerId, now });
  const kind = {
    cool_off: "cool_off_started",
    self_exclusion: "self_exclusion_started",
    operator: "restriction_imposed",
  };
  await recordChange(tx, {
    playerId,
    kind: kind[input.kind],
    details: { blockId: block.id, endsAt: input.endsAt, ...(input.reason ? { reason: input.reason } : {}) },
    by,
    now,
  });
  return block;
}

export function startCoolOff(
  ctx: ResponsiblePlayContext,
  input: { playerId: string; choice: CoolOffRequest },
) {
  return playerChange(ctx, input.playerId, async (tx, now) => {
    await startBlock(tx, {
      playerId: input.playerId,
      kind: "cool_off",
      endsAt: coolOffEnd(now, input.choice),
      by: { actor: "player" },
      now,
    });
  });
}

export function startSelfExclusion(
  ctx: ResponsiblePlayContext,
  input: { playerId: string; months: number; confirm?: boolean | undefined },
) {
  if (input.confirm !== true) {
    throw new AppError(
      "SELF_EXCLUSION_NOT_CONFIRMED",
      400,
      "Confirm that you want to exclude yourself; it cannot be undone before it ends.",
    );
  }
  return playerChange(ctx, input.playerId, async (tx, now) => {
    await startBlock(tx, {
      playerId: input.playerId,
      kind: "self_exclusion",
      endsAt: selfExclusionEnd(now, input.months),
      by: { actor: "player" },
      now,
    });
  });
}

/** Session time since this session's sign-in and the net result of real-money play since then. */
export async function realityCheckStatus(
  ctx: ResponsiblePlayContext,
  request: FastifyRequest,
  input: { playerId: string },
): Promise<RealityCheckStatus> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const startedAt = await sessionStartedAt(tx, request);
    const minutes = await activityReminderMinutesOf(tx, input.playerId);
    if (!startedAt || minutes === null) throw gone();
    const results = await realNetResultsSince(tx, { playerId: input.playerId, since: startedAt });
    return {
      realityCheckMinutes: minutes,
      sessionStartedAt: startedAt.toISOString(),
      sessionSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
      netResults: results.map(({ currency, net }) => ({ currency, net: toMajorNumber(net, currency) })),
    };
  });
}
