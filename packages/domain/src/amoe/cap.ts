/**
 * The cap on free entries by mail: at most `maxCreditsPerPeriod` letters credited to one player within
 * any `periodDays` (a rolling window ending now, not calendar days).
 */
export interface AmoeCap {
  maxCreditsPerPeriod: number;
  periodDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the rolling window that ends at `now` starts: credits at or after it count against the cap. */
export function amoeCapWindowStart(cap: AmoeCap, now: Date): Date {
  return new Date(now.getTime() - cap.periodDays * DAY_MS);
}

/**
 * Whether one more letter may be credited now, given when the player's earlier credits were recorded.
 * A credit exactly `periodDays` old has left the window.
 */
export function mayCreditAmoe(cap: AmoeCap, creditedAt: readonly Date[], now: Date): boolean {
  const start = amoeCapWindowStart(cap, now).getTime();
  // A credit stamped after `now` (another node's clock a little ahead) still counts.
  const inWindow = creditedAt.filter((at) => at.getTime() > start).length;
  return inWindow < cap.maxCreditsPerPeriod;
}

/** When the next credit becomes possible: now if the cap allows it, else when the oldest counted one leaves. */
export function nextAmoeCreditAt(cap: AmoeCap, creditedAt: readonly Date[], now: Date): Date {
  if (mayCreditAmoe(cap, creditedAt, now)) return now;
  const start = amoeCapWindowStart(cap, now).getTime();
  const counted = creditedAt
    .map((at) => at.getTime())
    .filter((at) => at > start)
    .sort((a, b) => a - b);
  // The window must shed enough credits to leave one place free.
  const mustLeave = counted.length - cap.maxCreditsPerPeriod;
  const leaving = counted[mustLeave] as number;
  return new Date(leaving + cap.periodDays * DAY_MS);
}
