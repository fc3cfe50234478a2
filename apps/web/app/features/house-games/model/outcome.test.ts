import { getSlotGame, playSpin } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { readOutcome } from "./outcome";

const seeds = { serverSeed: "cd".repeat(32), clientSeed: "page", nonce: 7 };

describe("the game page animates only its own game's rounds", () => {
  const classic = getSlotGame("classic-3-reel").meta;

  it("takes a round of its game", () => {
    const outcome = playSpin("classic-3-reel", seeds);
    expect(readOutcome(outcome, classic)).toEqual(outcome);
  });

  it("refuses another game's round, and one whose grid does not fit the reels", () => {
    expect(readOutcome(playSpin("video-5x3", seeds), classic)).toBeNull();
    const outcome = playSpin("classic-3-reel", seeds);
    expect(readOutcome({ ...outcome, grid: outcome.grid.slice(1) }, classic)).toBeNull();
  });
});
