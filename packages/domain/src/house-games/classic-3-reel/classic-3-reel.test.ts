import { describe, expect, it } from "vitest";
import { ratio } from "../rational";
import { scriptedSource } from "../test-support/scripted-source";
import {
  CLASSIC_SYMBOL_IDS,
  CLASSIC_WEIGHTS,
  classic3Reel,
  classic3ReelMeta,
  classicLinePay,
  payGrid,
} from "./classic-3-reel";
import { classicFullCycle } from "./exact-rtp";

const code = (id: string) => {
  const found = CLASSIC_SYMBOL_IDS.indexOf(id);
  if (found < 0) throw new RangeError(id);
  return found;
};
const pay = (a: string, b: string, c: string) => classicLinePay(code(a), code(b), code(c));
const LINE_BET = 200; // thousandths of the stake: the stake covers 5 lines

describe("classic-3-reel line pays", () => {
  it("pays three of a kind by symbol", () => {
    expect(pay("seven", "seven", "seven")).toBe(200 * LINE_BET);
    expect(pay("triple-bar", "triple-bar", "triple-bar")).toBe(100 * LINE_BET);
    expect(pay("double-bar", "double-bar", "double-bar")).toBe(40 * LINE_BET);
    expect(pay("bar", "bar", "bar")).toBe(20 * LINE_BET);
    expect(pay("cherry", "cherry", "cherry")).toBe(20 * LINE_BET);
  });

  it("pays any mix of three bars the any-bar prize", () => {
    expect(pay("bar", "triple-bar", "double-bar")).toBe(5 * LINE_BET);
    expect(pay("double-bar", "double-bar", "bar")).toBe(5 * LINE_BET);
  });

  it("pays cherries only from the left reel", () => {
    expect(pay("cherry", "blank", "seven")).toBe(4 * LINE_BET);
    expect(pay("cherry", "cherry", "bar")).toBe(8 * LINE_BET);
    expect(pay("blank", "cherry", "cherry")).toBe(0);
    expect(pay("seven", "cherry", "cherry")).toBe(0);
  });

  it("pays nothing for blanks, sevens mixed with bars, or two of a kind", () => {
    expect(pay("blank", "blank", "blank")).toBe(0);
    expect(pay("seven", "bar", "bar")).toBe(0);
    expect(pay("seven", "seven", "blank")).toBe(0);
  });

  it("adds up the wins of all five lines of a grid", () => {
    // Reels as columns: sevens across the middle, cherry on top of reel 1 (top line and one diagonal).
    const cells = Uint8Array.from(
      [
        ["cherry", "seven", "blank"],
        ["blank", "seven", "bar"],
        ["bar", "seven", "blank"],
      ].flat(),
      code,
    );
    // Middle line 777; top line cherry; diagonal top-left → bottom-right cherry.
    expect(payGrid(cells, null)).toBe((200 + 4 + 4) * LINE_BET);
  });
});

describe("classic-3-reel rounds", () => {
  it("shows the physical stop each virtual stop maps to, centred on the middle row", () => {
    // Virtual stop 0 of every reel is physical stop 0 (the seven): sevens on the centre line.
    const outcome = classic3Reel.play(
      scriptedSource([
        [0, 60],
        [0, 60],
        [0, 60],
      ]),
    );
    expect(outcome.stops).toEqual([0, 0, 0]);
    expect(outcome.grid.map((reel) => reel[1])).toEqual(["seven", "seven", "seven"]);
    expect(outcome.grid[0]).toEqual(["blank", "seven", "blank"]);
    expect(outcome.wins).toEqual([{ kind: "line", line: 0, symbol: "seven", count: 3, multiplier: 40_000 }]);
    expect(outcome.totalMultiplier).toBe(40_000);
  });
});

describe("classic-3-reel maths (full cycle)", () => {
  const cycle = classicFullCycle();

  it("returns exactly 95.9 % over the full cycle of 60³ virtual stops", () => {
    expect(cycle.cycle).toBe(60n ** 3n);
    expect(CLASSIC_WEIGHTS.map((weights) => weights.reduce((sum, w) => sum + w, 0))).toEqual([60, 60, 60]);
    expect(cycle.rtp).toEqual(ratio(959n, 1000n));
    expect(classic3ReelMeta.rtp).toBe(0.959);
  });

  it("declares the largest win any stop combination pays", () => {
    expect(cycle.maxWin).toBe(classic3ReelMeta.maxWinMultiplier);
  });
});
