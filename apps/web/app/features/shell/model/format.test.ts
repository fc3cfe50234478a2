import { describe, expect, it } from "vitest";
import { copyrightYear, formatRating } from "./format";

describe("footer formats", () => {
  it("shows the trustpilot rating with exactly one decimal", () => {
    expect(formatRating(4.7, "en")).toBe("4.7");
    expect(formatRating(4, "en")).toBe("4.0");
    expect(formatRating(4.66, "en")).toBe("4.7");
    expect(formatRating(4.7, "es")).toBe("4,7");
  });

  it("takes the copyright year from the render time, in UTC", () => {
    expect(copyrightYear("2026-12-31T23:59:59.000Z")).toBe(2026);
    expect(copyrightYear("2027-01-01T00:00:00.000Z")).toBe(2027);
  });
});
