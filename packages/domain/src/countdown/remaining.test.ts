import { describe, expect, it } from "vitest";
import { parseTimestamp, remainingMs } from "./remaining";

const now = new Date("2025-03-10T12:00:00.000Z");

describe("time left until a feature finishes", () => {
  it("counts down to a finishedAt given as an ISO string or a Date", () => {
    expect(remainingMs("2025-03-10T13:00:00.000Z", now)).toBe(3_600_000);
    expect(remainingMs(new Date("2025-03-10T12:00:30Z"), now)).toBe(30_000);
    expect(remainingMs("2025-03-10T14:00:00+01:00", now)).toBe(3_600_000);
  });

  it("is zero once finishedAt has passed, never negative", () => {
    expect(remainingMs("2025-03-10T11:00:00Z", now)).toBe(0);
    expect(remainingMs(now, now)).toBe(0);
  });

  it("reads a date-time without a zone as UTC, so every server agrees", () => {
    expect(remainingMs("2025-03-10 12:10:00", now)).toBe(600_000);
    expect(parseTimestamp("2025-03-10T12:10").toISOString()).toBe("2025-03-10T12:10:00.000Z");
  });

  it("refuses a finishedAt that is not a date instead of showing a wrong countdown", () => {
    expect(() => remainingMs("soon", now)).toThrow(RangeError);
    expect(() => remainingMs("", now)).toThrow(/Invalid date/);
    expect(() => remainingMs(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});
