import { describe, expect, it } from "vitest";
import { toastDuration } from "./toasts";

describe("toast duration", () => {
  it("keeps a toast at least 1.5 s and at most 10 s", () => {
    expect(toastDuration(200)).toBe(1_500);
    expect(toastDuration(60_000)).toBe(10_000);
    expect(toastDuration(3_000)).toBe(3_000);
  });

  it("defaults to 5 s and lets a toast stay until acted on", () => {
    expect(toastDuration(undefined)).toBe(5_000);
    expect(toastDuration(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
