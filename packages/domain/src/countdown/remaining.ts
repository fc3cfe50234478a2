// A date-time without a zone designator ("2025-01-31 18:00:00") would be read in the machine's own
// time zone by `new Date`, so the same input would give different answers on different hosts.
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Parses a timestamp the way the domain reads `finishedAt`: ISO 8601, zoneless date-times taken as UTC. */
export function parseTimestamp(value: Date | string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError("Invalid date: the Date object holds NaN");
    return value;
  }
  const zoneless = ZONELESS_DATE_TIME.exec(value.trim());
  const date = zoneless ? new Date(`${zoneless[1]}T${zoneless[2]}Z`) : new Date(value.trim());
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${JSON.stringify(value)}`);
  return date;
}

/** Milliseconds from `now` until `finishedAt`, never below zero (zero means it has finished). */
export function remainingMs(finishedAt: Date | string, now: Date): number {
  return Math.max(0, parseTimestamp(finishedAt).getTime() - parseTimestamp(now).getTime());
}
