const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** Milliseconds in one day: from here up the countdown shows days instead of seconds. */
export const DAY_MS = DAY_S * SECOND_MS;

const pad2 = (value: number): string => String(value).padStart(2, "0");

/**
 * Formats the time left as the spec's countdown (§4): `H : mm : ss` below one day,
 * `DD d HH h mm m` from one day up. Partial seconds are dropped, so the display never shows more time
 * than is left; negative, NaN and infinite values show zero.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds =
    Number.isFinite(remainingMs) && remainingMs > 0 ? Math.floor(remainingMs / SECOND_MS) : 0;
  const days = Math.floor(totalSeconds / DAY_S);
  const hours = Math.floor((totalSeconds % DAY_S) / HOUR_S);
  const minutes = Math.floor((totalSeconds % HOUR_S) / MINUTE_S);
  const seconds = totalSeconds % MINUTE_S;
  if (days > 0) return `${pad2(days)} d ${pad2(hours)} h ${pad2(minutes)} m`;
  return `${hours} : ${pad2(minutes)} : ${pad2(seconds)}`;
}
