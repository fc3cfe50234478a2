import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FairnessSeeds, FairRandomSource } from "./fair";
import { getSlotGame, isSlotGameId, playSpin, replaySpin, SLOT_GAME_IDS, settleSpin } from "./games";
import { seedsArbitrary } from "./test-support/seeds-arbitrary";
import type { SlotOutcome, SlotStep } from "./types";

const gameArbitrary = fc.constantFrom(...SLOT_GAME_IDS);
const RUNS = { numRuns: 300 };

const stepsOf = (outcome: SlotOutcome): SlotStep[] => [outcome, ...(outcome.freeSpins ?? [])];
const allWins = (outcome: SlotOutcome) => [
  ...stepsOf(outcome).flatMap((step) => step.wins),
  ...(outcome.holdAndWin?.wins ?? []),
];

describe("slot rounds, every game", () => {
  it("never depend on the stake: the same seeds give the same outcome, and the payout is stake × multiplier rounded down", () => {
    fc.assert(
      fc.property(
        gameArbitrary,
        seedsArbitrary,
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (game, seeds, small, large) => {
          const a = settleSpin(game, seeds, small);
          const b = settleSpin(game, seeds, large);
          expect(b.outcome).toEqual(a.outcome);
          const m = BigInt(a.outcome.totalMultiplier);
          expect(a.payout).toBe((small * m) / 1000n);
          expect(b.payout).toBe((large * m) / 1000n);
          expect(a.payout * 1000n <= small * m && small * m < (a.payout + 1n) * 1000n).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("replay to the stored outcome from the revealed seeds, whatever was played in between", () => {
    fc.assert(
      fc.property(
        gameArbitrary,
        seedsArbitrary,
        fc.array(fc.tuple(gameArbitrary, seedsArbitrary), { maxLength: 3 }),
        (game, seeds, between) => {
          // What the server stores is JSON; engines keep scratch buffers, which must not leak between rounds.
          const stored = JSON.parse(JSON.stringify(playSpin(game, seeds)));
          for (const [otherGame, otherSeeds] of between) playSpin(otherGame, otherSeeds);
          expect(replaySpin(game, seeds)).toEqual(stored);
        },
      ),
      RUNS,
    );
  });

  it("pay between nothing and the game's maximum win, as the sum of the wins they list", () => {
    fc.assert(
      fc.property(gameArbitrary, seedsArbitrary, (game, seeds) => {
        const { meta } = getSlotGame(game);
        const outcome = playSpin(game, seeds);
        const sum = allWins(outcome).reduce((total, win) => total + win.multiplier, 0);
        expect(Number.isSafeInteger(outcome.totalMultiplier)).toBe(true);
        expect(outcome.totalMultiplier).toBeGreaterThanOrEqual(0);
        expect(outcome.totalMultiplier).toBeLessThanOrEqual(meta.maxWinMultiplier);
        expect(outcome.totalMultiplier).toBe(Math.min(sum, meta.maxWinMultiplier));
        expect(outcome.isCapped).toBe(sum > meta.maxWinMultiplier);
        expect(outcome.isWin).toBe(outcome.totalMultiplier > 0);
        for (const win of allWins(outcome)) {
          expect(win.multiplier).toBeGreaterThan(0);
          // Stakes in multiples of exactStakeMultiple are paid to the minor unit, without rounding.
          expect(win.multiplier % (1000 / meta.exactStakeMultiple)).toBe(0);
        }
        expect(outcome.gameId).toBe(game);
        expect(outcome.engineVersion).toBe(meta.engineVersion);
      }),
      RUNS,
    );
  });

  it("show on every step the symbols the reel strips hold at the reported stops", () => {
    fc.assert(
      fc.property(gameArbitrary, seedsArbitrary, (game, seeds) => {
        const { meta } = getSlotGame(game);
        for (const step of stepsOf(playSpin(game, seeds))) {
          expect(step.grid).toHaveLength(meta.grid.reels);
          step.grid.forEach((column, reel) => {
            const strip = meta.reelStrips[reel] as string[];
            const stop = step.stops[reel] as number;
            expect(column).toEqual(
              Array.from(
                { length: meta.grid.rows },
                (_, row) => strip[(stop - meta.stopRow + row + strip.length) % strip.length],
              ),
            );
          });
        }
      }),
      RUNS,
    );
  });

  it("simulate exactly what they play: the fast path returns the live round's total", () => {
    fc.assert(
      fc.property(gameArbitrary, seedsArbitrary, (game, seeds) => {
        const engine = getSlotGame(game);
        expect(engine.playTotal(new FairRandomSource(seeds))).toBe(
          engine.play(new FairRandomSource(seeds)).totalMultiplier,
        );
      }),
      RUNS,
    );
  });

  it("can be checked without our code: the first reel stops follow from HMAC-SHA256 and the documented draw rule", () => {
    const independentStops = (seeds: FairnessSeeds, lengths: number[]) => {
      const words: number[] = [];
      const mac = createHmac("sha256", Buffer.from(seeds.serverSeed, "hex"))
        .update(`${seeds.clientSeed}:${seeds.nonce}:0`)
        .digest();
      for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
      return lengths.map((n) => {
        const q = Math.floor(2 ** 32 / n);
        for (;;) {
          const word = words.shift();
          if (word === undefined) throw new Error("needs a second block");
          if (word < q * n) return Math.floor(word / q);
        }
      });
    };
    fc.assert(
      fc.property(fc.constantFrom("video-5x3", "hold-and-win" as const), seedsArbitrary, (game, seeds) => {
        const { meta } = getSlotGame(game);
        const lengths = meta.reelStrips.map((strip) => strip.length);
        expect(playSpin(game, seeds).stops).toEqual(independentStops(seeds, lengths));
      }),
      RUNS,
    );
  });
});

describe("game catalogue", () => {
  it("knows its engines by id and refuses others", () => {
    expect(SLOT_GAME_IDS).toEqual(["classic-3-reel", "video-5x3", "hold-and-win"]);
    expect(isSlotGameId("video-5x3")).toBe(true);
    expect(isSlotGameId("toString")).toBe(false);
    expect(() => getSlotGame("nope" as never)).toThrow(RangeError);
  });

  it("describes every game for the help screen", () => {
    for (const id of SLOT_GAME_IDS) {
      const { meta } = getSlotGame(id);
      expect(meta.id).toBe(id);
      expect(meta.rtp).toBeGreaterThan(0.9);
      expect(meta.rtp).toBeLessThan(1);
      expect(Math.round(meta.rtp * 10_000) / 10_000).toBe(meta.rtp);
      expect(meta.reelStrips).toHaveLength(meta.grid.reels);
      for (const line of meta.lines) expect(line).toHaveLength(meta.grid.reels);
      expect(meta.paytable.length).toBeGreaterThan(0);
      expect(meta.rules.length).toBeGreaterThan(0);
    }
  });

  it("refuses to play with seeds that fail validation", () => {
    expect(() => playSpin("video-5x3", { serverSeed: "00", clientSeed: "x", nonce: 0 })).toThrow(RangeError);
  });
});
