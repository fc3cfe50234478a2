/** Cool-off, self-exclusion and operator restrictions (issue #13): when a block starts, ends and applies. */

export type PlayBlockKindName = "cool_off" | "self_exclusion" | "operator";
export type CoolOffDuration = "24h" | "1w" | "1m";

const DAY_MS = 24 * 60 * 60 * 1000;
export const COOL_OFF_MAX_DAYS = 42;
export const SELF_EXCLUSION_MIN_MONTHS = 6;

/** `months` calendar months after `from` (UTC), kept on the last day of a shorter month (31 Jan → 28 Feb). */
export function addCalendarMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a cool-off chosen now ends: 24 hours, a week, a calendar month, or 1 to 42 whole days. */
export function coolOffEnd(now: Date, choice: { duration: CoolOffDuration } | { days: number }): Date {
  if ("days" in choice) {
    if (!Number.isInteger(choice.days) || choice.days < 1 || choice.days > COOL_OFF_MAX_DAYS) {
      throw new RangeError(`a cool-off lasts 1 to ${COOL_OFF_MAX_DAYS} days`);
    }
    return new Date(now.getTime() + choice.days * DAY_MS);
  }
  switch (choice.duration) {
    case "24h":
      return new Date(now.getTime() + DAY_MS);
    case "1w":
      return new Date(now.getTime() + 7 * DAY_MS);
    case "1m":
      return addCalendarMonths(now, 1);
  }
}

/** When a self-exclusion chosen now ends; it lasts at least six months. */
export function selfExclusionEnd(now: Date, months: number): Date {
  if (!Number.isInteger(months) || months < SELF_EXCLUSION_MIN_MONTHS) {
    throw new RangeError(`a self-exclusion lasts at least ${SELF_EXCLUSION_MIN_MONTHS} months`);
  }
  return addCalendarMonths(now, months);
}

export interface PlayBlockPeriod {
  kind: PlayBlockKindName;
  startsAt: Date;
  /** Null: until lifted (operator restrictions only). */
  endsAt: Date | null;
  liftedAt: Date | null;
}

/** A block applies when it has started, has not ended and was not lifted: startsAt ≤ now < endsAt. */
export function isBlockActive(block: PlayBlockPeriod, now: Date): boolean {
  const t = now.getTime();
  if (block.startsAt.getTime() > t) return false;
  if (block.liftedAt && block.liftedAt.getTime() <= t) return false;
  return block.endsAt === null || t < block.endsAt.getTime();
}

/** The active block that ends last (an open-ended one first); null when the player may play. */
export function currentBlock<B extends PlayBlockPeriod>(blocks: readonly B[], now: Date): B | null {
  let latest: B | null = null;
  for (const block of blocks) {
    if (!isBlockActive(block, now)) continue;
    if (!latest || endsLater(block, latest)) latest = block;
  }
  return latest;
}

const endsLater = (a: PlayBlockPeriod, b: PlayBlockPeriod) =>
  b.endsAt !== null && (a.endsAt === null || a.endsAt.getTime() > b.endsAt.getTime());

/**
 * What the player's `play_blocked_until` holds: the latest end of the active blocks, `infinity` for an
 * open-ended operator restriction, null when none applies. Every block starts when it is made, so the
 * active ones together cover now until that end.
 */
export function playBlockedUntil(blocks: readonly PlayBlockPeriod[], now: Date): Date | "infinity" | null {
  const block = currentBlock(blocks, now);
  if (!block) return null;
  return block.endsAt ?? "infinity";
}

/** Operators lift only their own restrictions, and only while in force; a player's choice always runs out. */
export function isLiftableByOperator(block: PlayBlockPeriod, now: Date): boolean {
  return block.kind === "operator" && isBlockActive(block, now);
}
