import { replaySpin, type SlotGameId, type SlotOutcome } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { winningCells, winningLines } from "./highlights";
import { holdGrid, roundScenes } from "./round-script";

const SEEDS = { serverSeed: "ab".repeat(32), clientSeed: "scenes" };

/** The first round of `game` (nonce 0, 1, …) that `matches`. */
function findRound(game: SlotGameId, matches: (outcome: SlotOutcome) => boolean): SlotOutcome {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const outcome = replaySpin(game, { ...SEEDS, nonce });
    if (matches(outcome)) return outcome;
  }
  throw new Error(`no ${game} round found`);
}

describe("a round's scenes", () => {
  it("are one spin for a plain round, ending on its total", () => {
    const outcome = findRound("classic-3-reel", (o) => o.isWin);
    const scenes = roundScenes(outcome);
    expect(scenes).toHaveLength(1);
    expect(scenes[0]).toMatchObject({ kind: "base", grid: outcome.grid, stops: outcome.stops });
    expect(scenes[0]?.won).toBe(outcome.totalMultiplier);
  });

  it("play every free spin in order with a counter, the win growing to the round's total", () => {
    const outcome = findRound("video-5x3", (o) => (o.freeSpins?.length ?? 0) > 0);
    const scenes = roundScenes(outcome);
    const free = scenes.filter((scene) => scene.kind === "free");
    expect(scenes[1]).toMatchObject({ kind: "free-spins-start", awarded: outcome.freeSpinsAwarded });
    expect(free.map((scene) => scene.freeSpin?.index)).toEqual(outcome.freeSpins?.map((step) => step.index));
    expect(free[0]?.freeSpin?.total).toBe(outcome.freeSpinsAwarded);
    const won = scenes.map((scene) => scene.won);
    expect(won).toEqual([...won].sort((a, b) => a - b));
    expect(won.at(-1)).toBe(outcome.totalMultiplier);
  });

  it("play the hold-and-win respins on a grid of coins, each landed coin kept", () => {
    const outcome = findRound("hold-and-win", (o) => o.holdAndWin !== undefined);
    const feature = outcome.holdAndWin;
    if (!feature) throw new Error("no feature");
    const scenes = roundScenes(outcome);
    const respins = scenes.filter((scene) => scene.kind === "respin");
    expect(respins).toHaveLength(feature.respins.length);
    expect(respins.at(-1)?.coins).toHaveLength(feature.coins.length);
    const last = scenes.at(-1);
    expect(last).toMatchObject({ kind: "feature-win", isHold: true, won: outcome.totalMultiplier });
    expect(last?.grid).toEqual(holdGrid(5, 3, feature.coins));
  });
});

describe("winning positions", () => {
  it("follow a line win's payline from the left reel for its count", () => {
    const meta = {
      lines: [
        [1, 1, 1, 1, 1],
        [0, 1, 2, 1, 0],
      ],
    };
    const grid = [
      ["a", "b", "c"],
      ["a", "b", "c"],
      ["a", "b", "c"],
      ["a", "b", "c"],
      ["a", "b", "c"],
    ];
    const wins = [{ kind: "line" as const, line: 1, symbol: "a", count: 3, multiplier: 100 }];
    expect([...winningCells(wins, grid, [], meta)].sort()).toEqual(["0:0", "1:1", "2:2"]);
    expect(winningLines(wins)).toEqual([1]);
  });

  it("are every scatter on the grid for a scatter win", () => {
    const grid = [
      ["scatter", "x", "x"],
      ["x", "x", "x"],
      ["x", "scatter", "x"],
    ];
    const wins = [{ kind: "scatter" as const, symbol: "scatter", count: 2, multiplier: 2000 }];
    expect([...winningCells(wins, grid, [], { lines: [] })].sort()).toEqual(["0:0", "2:1"]);
  });
});
