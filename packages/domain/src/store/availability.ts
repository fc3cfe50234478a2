import type { UnavailabilityReason } from "@casino/contracts";

/** The conditions a preset is sold under (store_preset's columns), as the domain reads them. */
export interface PresetRules {
  availableFrom: Date | null;
  availableTill: Date | null;
  /** ISO weekdays (1 Monday … 7 Sunday) in UTC; null: every day. */
  daysOfWeek: readonly number[] | null;
  /** Whole coins the player must hold at least; null: no condition. */
  minBalance: bigint | null;
  /** Completed purchases the player must have made before; null or 0: none. */
  minPurchases: number | null;
  /** Purchases of this preset per player per UTC day; null: no limit. */
  limitPerDay: number | null;
}

/** What the player's own rows say, read by the server before it asks. */
export interface PresetFacts {
  /** Every completed purchase of the player, of any preset. */
  completedPurchases: number;
  /** Completed purchases of this preset since the start of the current UTC day. */
  purchasesToday: number;
  /** The player's coins balance, whole coins. */
  coinsBalance: bigint;
}

/** Who may see a preset at all: a link offer needs the player's subscription, a flip-the-coin offer a win. */
export interface PresetGates {
  isLinkOffer: boolean;
  isFlipOffer: boolean;
}

export interface PresetUnlocks {
  isSubscribed: boolean;
  /** Until when the player's won, unbought flip of this preset lasts; null when there is none. */
  wonUntil: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO weekday of an instant in UTC: 1 Monday … 7 Sunday. */
export function isoWeekdayUtc(now: Date): number {
  const day = now.getUTCDay();
  return day === 0 ? 7 : day;
}

/** Midnight UTC of the day `now` falls in: purchases at or after it count toward today's limit. */
export function utcDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/**
 * Why the player cannot buy the preset at `now`, in a fixed order (the cash box's tooltips show the first
 * ones); empty when they can. The window includes `availableFrom` and ends before `availableTill`.
 */
export function presetAvailability(
  rules: PresetRules,
  facts: PresetFacts,
  now: Date,
): UnavailabilityReason[] {
  const reasons: UnavailabilityReason[] = [];
  if ((rules.minPurchases ?? 0) > facts.completedPurchases) reasons.push("afterPurchases");
  if (rules.daysOfWeek !== null && !rules.daysOfWeek.includes(isoWeekdayUtc(now))) reasons.push("dayOfWeek");
  if (rules.minBalance !== null && facts.coinsBalance < rules.minBalance) reasons.push("minBalance");
  if (rules.limitPerDay !== null && facts.purchasesToday >= rules.limitPerDay) reasons.push("limitPerDay");
  const at = now.getTime();
  const isBeforeWindow = rules.availableFrom !== null && at < rules.availableFrom.getTime();
  const isAfterWindow = rules.availableTill !== null && at >= rules.availableTill.getTime();
  if (isBeforeWindow || isAfterWindow) reasons.push("dateWindow");
  return reasons;
}

/**
 * Whether the player sees the preset at all: a link offer once they subscribed to it, a flip-the-coin
 * offer while a win of it lasts (it is theirs until then, unless bought), everything else always.
 */
export function isPresetUnlocked(gates: PresetGates, unlocks: PresetUnlocks, now: Date): boolean {
  if (gates.isLinkOffer && !unlocks.isSubscribed) return false;
  if (gates.isFlipOffer && (unlocks.wonUntil === null || unlocks.wonUntil.getTime() <= now.getTime())) {
    return false;
  }
  return true;
}
