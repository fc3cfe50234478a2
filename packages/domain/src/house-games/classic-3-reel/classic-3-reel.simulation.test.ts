import { describe, it } from "vitest";
import { expectDeclaredRtp } from "../test-support/rtp-simulation";
import { classic3Reel } from "./classic-3-reel";

describe("classic-3-reel simulation", () => {
  it("returns its declared RTP over 10,000,000 rounds, at its declared volatility", {
    timeout: 180_000,
  }, () => {
    expectDeclaredRtp(classic3Reel, 10_000_000, 101);
  });
});
