/** A calendar date without a time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Nobody is older than this; an earlier birthday is a typing mistake or a made-up date. */
export const MAXIMUM_AGE_YEARS = 120;

/**
 * The US offset whose calendar date is the earliest at any instant: Hawaii, UTC−10 all year (no daylight
 * time). Ages are counted on that date, so nobody in any state turns 18 early because it is already
 * tomorrow in UTC.
 */
export const EARLIEST_US_UTC_OFFSET_MINUTES = -10 * 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of a year (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses `YYYY-MM-DD`; null for anything that is not a real date of the calendar (2023-02-29, 2024-13-01). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The calendar date of an instant at a fixed UTC offset. */
export function calendarDateAt(instant: Date, offsetMinutes: number): CalendarDate {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Whole years from `birth` to `today`. Someone born on 29 February gains a year on 1 March in common years,
 * the later of the two readings, so an age limit is never met a day early.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export type BirthdayVerdict =
  | { ok: true; age: number }
  | { ok: false; reason: "invalid" | "future" | "too_old" | "underage"; age: number | null };

/** Checks a birthday against the minimum age on today's earliest US date (see the offset above). */
export function checkBirthday(birthday: string, now: Date, minimumAge: number): BirthdayVerdict {
  const birth = parseCalendarDate(birthday);
  if (!birth) return { ok: false, reason: "invalid", age: null };
  const today = calendarDateAt(now, EARLIEST_US_UTC_OFFSET_MINUTES);
  if (compareDates(birth, today) > 0) return { ok: false, reason: "future", age: null };
  const age = ageOn(birth, today);
  if (age > MAXIMUM_AGE_YEARS) return { ok: false, reason: "too_old", age };
  if (age < minimumAge) return { ok: false, reason: "underage", age };
  return { ok: true, age };
}
