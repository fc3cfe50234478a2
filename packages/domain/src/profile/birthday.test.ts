import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, calendarDateAt, checkBirthday, parseCalendarDate } from "./birthday";

const at = (iso: string) => new Date(iso);

describe("birthdays and age", () => {
  it("refuses dates that are not on the calendar", () => {
    for (const value of [
      "2023-02-29",
      "2023-04-31",
      "2023-13-01",
      "2023-00-10",
      "0000-01-01",
      "2023-1-1",
      "",
    ]) {
      expect(parseCalendarDate(value)).toBeNull();
    }
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate("1900-02-29")).toBeNull();
  });

  it("turns 18 on the 18th birthday, not the day before", () => {
    const now = at("2026-11-22T12:00:00Z");
    expect(checkBirthday("2008-11-22", now, 18)).toEqual({ ok: true, age: 18 });
    expect(checkBirthday("2008-11-23", now, 18)).toEqual({ ok: false, reason: "underage", age: 17 });
  });

  it("counts the date in Hawaii, so a UTC midnight does not make anyone 18 early", () => {
    // 05:00 UTC on the 23rd is still the 22nd in Honolulu.
    const now = at("2026-11-23T05:00:00Z");
    expect(calendarDateAt(now, -600)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(checkBirthday("2008-11-23", now, 18)).toMatchObject({ ok: false, reason: "underage" });
    expect(checkBirthday("2008-11-23", at("2026-11-23T10:00:00Z"), 18)).toEqual({ ok: true, age: 18 });
  });

  it("makes a leap-day baby a year older on 1 March of a common year", () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it("refuses a birthday in the future and people older than 120", () => {
    const now = at("2026-11-22T12:00:00Z");
    expect(checkBirthday("2026-11-23", now, 18)).toMatchObject({ ok: false, reason: "future" });
    expect(checkBirthday("1906-11-22", now, 18)).toEqual({ ok: true, age: 120 });
    expect(checkBirthday("1905-11-22", now, 18)).toMatchObject({ ok: false, reason: "too_old", age: 121 });
    expect(checkBirthday("2026-02-30", now, 18)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("never lets anyone younger than the limit through", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 60 * 365 }),
        (now, daysOld) => {
          const today = calendarDateAt(now, -600);
          const birth = new Date(Date.UTC(today.year, today.month - 1, today.day - daysOld));
          const birthday = birth.toISOString().slice(0, 10);
          const verdict = checkBirthday(birthday, now, 18);
          const age = ageOn(parseCalendarDate(birthday) ?? today, today);
          expect(verdict.ok).toBe(age >= 18);
          // Fewer days than 18 years of 365 days is always under 18.
          if (daysOld < 18 * 365) expect(verdict.ok).toBe(false);
        },
      ),
    );
  });
});
