import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./backoff";

describe("the reconnect delay", () => {
  it("stays within 500–20000 ms for any jitter and attempt", () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      for (const jitter of [0, 0.01, 0.37, 0.5, 0.99, 1]) {
        const delay = reconnectDelay(attempt, () => jitter);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });

  it("spreads clients over the whole window (full jitter), which doubles per attempt", () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(3, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(2250);
    expect(reconnectDelay(30, () => 1)).toBe(20000);
  });
});
