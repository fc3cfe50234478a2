import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPlaythroughFills,
  countWager,
  fillPlaythrough,
  outstandingPlaythrough,
  type PlaythroughBatch,
  type PlaythroughState,
  parsePlaythroughMultiplier,
  playthroughRequired,
  redeemableAmount,
} from "./playthrough";

const batchArb = fc
  .record({ required: fc.bigInt({ min: 1n, max: 10n ** 9n }), share: fc.integer({ min: 0, max: 100 }) })
  .map(({ required, share }) => ({ required, wagered: (required * BigInt(share)) / 100n }));
const batchesArb = fc
  .array(batchArb, { maxLength: 8 })
  .map((rows) => rows.map((row, index) => ({ id: String(index + 1), ...row })));
const wagerArb = fc.bigInt({ min: 0n, max: 2n * 10n ** 9n });
const min = (a: bigint, b: bigint) => (a < b ? a : b);

describe("the amount a batch must be played through", () => {
  it("is the amount times the multiplier, rounded up to the next minor unit", () => {
    expect(playthroughRequired(1000n, "1")).toBe(1000n);
    expect(playthroughRequired(1000n, "3")).toBe(3000n);
    expect(playthroughRequired(1000n, "3.00")).toBe(3000n);
    expect(playthroughRequired(333n, "1.5")).toBe(500n); // 499.5 → 500
    expect(playthroughRequired(1n, "1.01")).toBe(2n); // 1.01 → 2
    expect(playthroughRequired(7n, "2.25")).toBe(16n); // 15.75 → 16
  });

  it("never falls short of the exact product, nor passes it by a whole unit", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 100, max: 9999 }),
        (amount, hundredths) => {
          const multiplier = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
          const required = playthroughRequired(amount, multiplier);
          const exactTimes100 = amount * BigInt(hundredths);
          expect(required * 100n >= exactTimes100).toBe(true);
          expect((required - 1n) * 100n < exactTimes100).toBe(true);
          expect(required >= amount).toBe(true);
        },
      ),
    );
  });

  it("refuses a multiplier below 1, one with three decimals, and text that is not a number", () => {
    expect(() => parsePlaythroughMultiplier("0.99")).toThrow(RangeError);
    expect(() => parsePlaythroughMultiplier("1.001")).toThrow(RangeError);
    expect(() => parsePlaythroughMultiplier("3x")).toThrow(RangeError);
    expect(() => parsePlaythroughMultiplier("-3")).toThrow(RangeError);
    expect(() => playthroughRequired(0n, "1")).toThrow(RangeError);
  });
});

describe("filling batches with a wager", () => {
  const open = (required: bigint, wagered = 0n, id = "1"): PlaythroughBatch => ({ id, required, wagered });

  it("fills the oldest batch first and moves on to the next only once it is complete", () => {
    const batches = [open(1000n, 400n, "a"), open(500n, 0n, "b"), open(800n, 0n, "c")];
    expect(fillPlaythrough(batches, 900n)).toEqual([
      { id: "a", amount: 600n, isCompleted: true },
      { id: "b", amount: 300n, isCompleted: false },
    ]);
  });

  it("stops at what is outstanding: the rest of a big wager counts toward nothing", () => {
    expect(fillPlaythrough([open(100n)], 1000n)).toEqual([{ id: "1", amount: 100n, isCompleted: true }]);
    expect(fillPlaythrough([], 1000n)).toEqual([]);
    expect(fillPlaythrough([open(100n)], 0n)).toEqual([]);
  });

  it("never fills a batch past its requirement, and fills exactly min(wager, outstanding)", () => {
    fc.assert(
      fc.property(batchesArb, wagerArb, (batches, wager) => {
        const fills = fillPlaythrough(batches, wager);
        const after = applyPlaythroughFills(batches, fills);
        for (const batch of after) expect(batch.wagered <= batch.required).toBe(true);
        const filled = fills.reduce((sum, fill) => sum + fill.amount, 0n);
        expect(filled).toBe(min(wager, outstandingPlaythrough(batches)));
        expect(outstandingPlaythrough(after)).toBe(outstandingPlaythrough(batches) - filled);
        for (const fill of fills) expect(fill.amount > 0n).toBe(true);
      }),
    );
  });

  it("is first in, first out: a batch gets something only when every older one is complete", () => {
    fc.assert(
      fc.property(batchesArb, wagerArb, (batches, wager) => {
        const after = applyPlaythroughFills(batches, fillPlaythrough(batches, wager));
        const touched = after.map((batch, i) => batch.wagered !== batches[i]?.wagered);
        const lastTouched = touched.lastIndexOf(true);
        for (let i = 0; i < lastTouched; i++) {
          const batch = after[i] as PlaythroughBatch;
          expect(batch.wagered).toBe(batch.required);
        }
      }),
    );
  });
});

describe("counting a settled round", () => {
  const start = (batches: PlaythroughBatch[]): PlaythroughState => ({ batches, countedRounds: new Set() });

  it("a replayed round changes nothing", () => {
    fc.assert(
      fc.property(
        batchesArb,
        fc.array(fc.tuple(fc.constantFrom("r1", "r2", "r3"), wagerArb)),
        (b, rounds) => {
          let state = start(b);
          const firstSeen = new Map<string, bigint>();
          for (const [roundId, wager] of rounds) {
            const before = state;
            const counted = countWager(state, roundId, wager);
            if (firstSeen.has(roundId)) {
              expect(counted.isReplay).toBe(true);
              expect(counted.state).toBe(before);
              expect(counted.fills).toEqual([]);
            } else firstSeen.set(roundId, wager);
            state = counted.state;
          }
          // Only the first copy of each round counted, as if each had been played once.
          let once = start(b);
          for (const [roundId, wager] of firstSeen) once = countWager(once, roundId, wager).state;
          expect(state.batches).toEqual(once.batches);
        },
      ),
    );
  });
});

describe("redeemable winnings", () => {
  it("are the winnings less what is still to be played through, never below zero", () => {
    expect(redeemableAmount(10_000n, 0n)).toBe(10_000n);
    expect(redeemableAmount(10_000n, 2_500n)).toBe(7_500n);
    expect(redeemableAmount(10_000n, 12_500n)).toBe(0n);
    expect(redeemableAmount(0n, 0n)).toBe(0n);
  });
});
