import { describe, expect, it } from "vitest";
import { roundTo } from "../rational";
import { scriptedSource, stopWhere } from "../test-support/scripted-source";
import { video5x3ExactRtp } from "./exact-rtp";
import { VIDEO_5X3_WINDOWS, video5x3, video5x3GridWins, video5x3Meta } from "./video-5x3";

const SCATTER = 1;
const LENGTHS = VIDEO_5X3_WINDOWS.map((windows) => windows.length / 3);

/** A grid from three rows of five symbol ids (top, middle, bottom), as `grid[reel][row]`. */
function grid(top: string, middle: string, bottom: string): string[][] {
  const rows = [top, middle, bottom].map((row) => row.trim().split(/\s+/));
  return [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel] as string));
}

/** Draws that stop each reel on a window with (or without) a scatter. */
function spinWithScatters(onReels: readonly number[]): [number, number][] {
  return LENGTHS.map((length, reel) => {
    const windows = VIDEO_5X3_WINDOWS[reel] as Uint8Array;
    const stop = stopWhere(windows, 3, (window) => window.includes(SCATTER) === onReels.includes(reel));
    return [stop, length];
  });
}

describe("video-5x3 paylines", () => {
  it("pays three of a kind from the left on the line that carries them, and nothing else", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "ace   ace   ace   ten   king", "queen jack  jade  queen jack"),
    );
    expect(wins).toEqual([{ kind: "line", line: 0, symbol: "ace", count: 3, multiplier: 8 * 50 }]);
  });

  it("lets a wild stand in for the symbol around it", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "ace   wild  ace   ace   king", "queen jack  jade  queen jack"),
    );
    expect(wins).toEqual([{ kind: "line", line: 0, symbol: "ace", count: 4, multiplier: 25 * 50 }]);
  });

  it("pays leading wilds as wilds when that is worth more than the symbol they complete", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "wild  wild  wild  ten   ten", "queen jack  jade  queen jack"),
    );
    // Five tens would pay 40 line bets; three wilds pay 50.
    expect(wins).toContainEqual({ kind: "line", line: 0, symbol: "wild", count: 3, multiplier: 50 * 50 });
  });

  it("pays the symbol when the wilds complete a better line", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "wild  wild  idol  idol  idol", "queen jack  jade  queen jack"),
    );
    expect(wins).toContainEqual({ kind: "line", line: 0, symbol: "idol", count: 5, multiplier: 500 * 50 });
  });

  it("pays five wilds as the top line prize", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "wild  wild  wild  wild  wild", "queen jack  jade  queen jack"),
    );
    expect(wins).toContainEqual({ kind: "line", line: 0, symbol: "wild", count: 5, multiplier: 1000 * 50 });
  });

  it("does not let a scatter complete or carry a line", () => {
    const wins = video5x3GridWins(
      grid("jack  queen king  jack  queen", "ace   ace   scatter ace ace", "queen jack  jade  queen jack"),
    );
    expect(wins.filter((win) => win.kind === "line")).toEqual([]);
  });

  it("pays every line that wins, each on its own", () => {
    // Three rows of three of a kind: lines 0, 1 and 2 all pay.
    const wins = video5x3GridWins(
      grid("king king king jade queen", "ace ace ace ten mask", "queen queen queen jack ten"),
    );
    expect(wins).toEqual(
      expect.arrayContaining([
        { kind: "line", line: 0, symbol: "ace", count: 3, multiplier: 8 * 50 },
        { kind: "line", line: 1, symbol: "king", count: 3, multiplier: 6 * 50 },
        { kind: "line", line: 2, symbol: "queen", count: 3, multiplier: 5 * 50 },
      ]),
    );
  });
});

describe("video-5x3 scatters", () => {
  it("pays scatters anywhere, whatever rows they land on", () => {
    const wins = video5x3GridWins(
      grid("scatter queen king jack  queen", "ace ten jack ten scatter", "queen jack scatter queen jack"),
    );
    expect(wins).toContainEqual({ kind: "scatter", symbol: "scatter", count: 3, multiplier: 2_000 });
  });

  it("multiplies every win during free spins", () => {
    const symbols = grid(
      "scatter queen king jack queen",
      "ace ace ace ten scatter",
      "queen jack scatter queen jack",
    );
    const plain = video5x3GridWins(symbols);
    const tripled = video5x3GridWins(symbols, 3);
    expect(tripled).toEqual(plain.map((win) => ({ ...win, multiplier: win.multiplier * 3 })));
  });
});

describe("video-5x3 free spins", () => {
  it("plays all ten free spins of a three-scatter trigger inside the round, at ×3", () => {
    const draws = [...spinWithScatters([0, 1, 2])];
    for (let i = 0; i < 10; i++) draws.push(...spinWithScatters([]));
    const source = scriptedSource(draws);
    const outcome = video5x3.play(source);
    expect(source.remaining()).toBe(0);
    expect(outcome.freeSpinsAwarded).toBe(10);
    expect(outcome.wins).toContainEqual({ kind: "scatter", symbol: "scatter", count: 3, multiplier: 2_000 });
    expect(outcome.freeSpins?.map((spin) => spin.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const spin of outcome.freeSpins ?? []) {
      expect(spin.multiplier).toBe(3);
      for (const win of spin.wins) expect(win.multiplier % 3).toBe(0);
    }
    const sum = [outcome, ...(outcome.freeSpins ?? [])]
      .flatMap((step) => step.wins)
      .reduce((s, w) => s + w.multiplier, 0);
    expect(outcome.totalMultiplier).toBe(sum);
  });

  it("adds retriggered spins, and stops adding at fifty free spins a round", () => {
    // Trigger with 3 scatters (10), retrigger with 5 twice (+20, +20 = 50), a third time adds nothing.
    const draws = [...spinWithScatters([0, 1, 2])];
    for (let i = 0; i < 3; i++) draws.push(...spinWithScatters([0, 1, 2, 3, 4]));
    for (let i = 3; i < 50; i++) draws.push(...spinWithScatters([]));
    const source = scriptedSource(draws);
    const outcome = video5x3.play(source);
    expect(source.remaining()).toBe(0);
    expect(outcome.freeSpins).toHaveLength(50);
    expect(outcome.freeSpins?.slice(0, 4).map((spin) => spin.freeSpinsAwarded)).toEqual([
      20,
      20,
      undefined,
      undefined,
    ]);
  });

  it("gives no free spins for two scatters", () => {
    const source = scriptedSource(spinWithScatters([0, 4]));
    const outcome = video5x3.play(source);
    expect(outcome.freeSpins).toBeUndefined();
    expect(outcome.freeSpinsAwarded).toBeUndefined();
  });
});

describe("video-5x3 maths", () => {
  it("declares the RTP its reels and paytable give, exactly, to 4 decimals", () => {
    const rtp = video5x3ExactRtp();
    expect(roundTo(rtp.total, 4)).toBe(video5x3Meta.rtp);
  });

  it("never shows two scatters on one reel, so a spin shows at most the five the paytable covers", () => {
    for (const windows of VIDEO_5X3_WINDOWS) {
      for (let cell = 0; cell < windows.length; cell += 3) {
        const shown = Array.from(windows.subarray(cell, cell + 3));
        expect(shown.filter((symbol) => symbol === SCATTER).length).toBeLessThanOrEqual(1);
      }
    }
  });
});
