/** Purchase limits (issue #13): a decrease applies at once, an increase waits and then needs confirming. */

export type LimitPeriod = "day" | "week" | "month";
export const LIMIT_PERIODS: readonly LimitPeriod[] = ["day", "week", "month"];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The rolling window each limit counts purchases over: 24 hours, 7 days, 30 days. */
export const LIMIT_WINDOW_MS: Readonly<Record<LimitPeriod, number>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** How long a requested increase (or removal) waits before the player may confirm it. */
export const LIMIT_INCREASE_COOLING_MS = 24 * HOUR_MS;

export interface PendingLimitChange {
  /** The amount asked for; null removes the limit. */
  amount: bigint | null;
  requestedAt: Date;
  effectiveAt: Date;
}

export interface LimitState {
  /** In force, minor units; null when none. */
  amount: bigint | null;
  pending: PendingLimitChange | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** What a requested change did, named as the history records it. */
export type LimitChangeKind =
  | "limit_set"
  | "limit_decreased"
  | "limit_increase_requested"
  | "limit_removal_requested"
  | "limit_unchanged";

export interface LimitChange {
  kind: LimitChangeKind;
  state: LimitState;
}

/**
 * Applies a player's requested limit (`null` to remove it) to the current one. A first limit or a lower
 * one applies at once and drops any pending increase; a higher one or a removal becomes pending for
 * 24 hours, replacing an earlier pending request (whose clock restarts: the player asked again).
 */
export function requestLimitChange(current: LimitState, requested: bigint | null, now: Date): LimitChange {
  if (requested !== null && requested <= 0n) throw new RangeError("a purchase limit is above zero");
  const { amount } = current;
  if (amount === null) {
    if (requested === null) return { kind: "limit_unchanged", state: { amount: null, pending: null } };
    return { kind: "limit_set", state: { amount: requested, pending: null } };
  }
  if (requested !== null && requested <= amount) {
    return {
      kind: requested < amount ? "limit_decreased" : "limit_unchanged",
      state: { amount: requested, pending: null },
    };
  }
  return {
    kind: requested === null ? "limit_removal_requested" : "limit_increase_requested",
    state: {
      amount,
      pending: {
        amount: requested,
        requestedAt: now,
        effectiveAt: new Date(now.getTime() + LIMIT_INCREASE_COOLING_MS),
      },
    },
  };
}

export type LimitRefusal = "NO_PENDING_LIMIT_CHANGE" | "LIMIT_INCREASE_NOT_READY";

/** Whether a pending change may be confirmed now: once its cooling period is over. */
export function isPendingConfirmable(pending: PendingLimitChange, now: Date): boolean {
  return now.getTime() >= pending.effectiveAt.getTime();
}

/** Confirms the pending increase or removal once its 24 hours have passed. */
export function confirmLimitChange(
  current: LimitState,
  now: Date,
): { ok: true; state: LimitState } | { ok: false; refusal: LimitRefusal } {
  if (!current.pending) return { ok: false, refusal: "NO_PENDING_LIMIT_CHANGE" };
  if (!isPendingConfirmable(current.pending, now)) return { ok: false, refusal: "LIMIT_INCREASE_NOT_READY" };
  return { ok: true, state: { amount: current.pending.amount, pending: null } };
}

/** Cancels the pending change; the limit in force stays. */
export function cancelLimitChange(
  current: LimitState,
): { ok: true; state: LimitState } | { ok: false; refusal: "NO_PENDING_LIMIT_CHANGE" } {
  if (!current.pending) return { ok: false, refusal: "NO_PENDING_LIMIT_CHANGE" };
  return { ok: true, state: { amount: current.amount, pending: null } };
}

export interface LimitInForce {
  period: LimitPeriod;
  amount: bigint;
}

export type PurchaseAllowance =
  | {
      allowed: true /** Left under the tightest limit after this purchase; null without limits. */;
      remaining: bigint | null;
    }
  | {
      allowed: false;
      code: "PURCHASE_LIMIT_EXCEEDED";
      /** The limit that stops it: the one with the least left. */
      period: LimitPeriod;
      /** What may still be bought now under every limit (never below zero). */
      remaining: bigint;
    };

/**
 * Whether a purchase of `amount` fits every limit in force, given what was spent in each limit's rolling
 * window: the lowest room left wins, whichever period it belongs to.
 */
export function purchaseAllowance(
  limits: readonly LimitInForce[],
  spentInWindow: Readonly<Partial<Record<LimitPeriod, bigint>>>,
  amount: bigint,
): PurchaseAllowance {
  if (amount <= 0n) throw new RangeError("a purchase is above zero");
  let tightest: { period: LimitPeriod; left: bigint } | null = null;
  for (const limit of limits) {
    const spent = spentInWindow[limit.period] ?? 0n;
    const left = limit.amount - spent > 0n ? limit.amount - spent : 0n;
    if (!tightest || left < tightest.left) tightest = { period: limit.period, left };
  }
  if (!tightest) return { allowed: true, remaining: null };
  if (amount > tightest.left) {
    return {
      allowed: false,
      code: "PURCHASE_LIMIT_EXCEEDED",
      period: tightest.period,
      remaining: tightest.left,
    };
  }
  return { allowed: true, remaining: tightest.left - amount };
}
