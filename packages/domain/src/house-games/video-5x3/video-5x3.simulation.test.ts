import { describe, it } from "vitest";
import { expectDeclaredRtp } from "../test-support/rtp-simulation";
import { video5x3 } from "./video-5x3";

describe("video-5x3 simulation", () => {
  it("returns its declared RTP over 10,000,000 rounds, at its declared volatility", {
    timeout: 180_000,
  }, () => {
    expectDeclaredRtp(video5x3, 10_000_000, 202);
  });
});
