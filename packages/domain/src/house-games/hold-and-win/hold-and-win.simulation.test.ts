import { describe, it } from "vitest";
import { expectDeclaredRtp } from "../test-support/rtp-simulation";
import { holdAndWin } from "./hold-and-win";

describe("hold-and-win simulation", () => {
  it("returns its declared RTP over 20,000,000 rounds, at its declared volatility", {
    timeout: 180_000,
  }, () => {
    expectDeclaredRtp(holdAndWin, 20_000_000, 303);
  });
});
