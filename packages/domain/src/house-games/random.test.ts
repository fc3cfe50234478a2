import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSimulationSource, type RandomSource, randomInt, Xoshiro128StarStar } from "./random";

const TWO_POW_32 = 4_294_967_296;

/** A source replaying a fixed list of draws, cycling. */
function listSource(values: readonly number[]): RandomSource {
  let i = 0;
  return { nextUint32: () => values[i++ % values.length] as number };
}

describe("random integers", () => {
  it("are never out of range, whatever the source yields", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: TWO_POW_32 }),
        fc.array(fc.integer({ min: 0, max: TWO_POW_32 - 1 }), { minLength: 1, maxLength: 20 }),
        (n, values) => {
          // A list made only of rejected draws would loop forever; end it with an accepted one.
          const source = listSource([...values, 0]);
          for (let i = 0; i < values.length; i++) {
            const value = randomInt(source, n);
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThan(n);
          }
        },
      ),
    );
  });

  it("reject the draws that would favour low values, and map the rest in equal buckets", () => {
    // n = 3: q = 1 431 655 765, buckets [0, q), [q, 2q), [2q, 3q); 3q = 2^32 − 1 is rejected.
    const q = Math.floor(TWO_POW_32 / 3);
    expect(randomInt(listSource([0]), 3)).toBe(0);
    expect(randomInt(listSource([q - 1]), 3)).toBe(0);
    expect(randomInt(listSource([q]), 3)).toBe(1);
    expect(randomInt(listSource([3 * q - 1]), 3)).toBe(2);
    expect(randomInt(listSource([3 * q, q]), 3)).toBe(1);
    // n = 2^31 + 1 rejects almost half of all draws.
    const big = 2 ** 31 + 1;
    expect(randomInt(listSource([2 ** 31 + 1, 7]), big)).toBe(7);
    expect(randomInt(listSource([2 ** 31]), big)).toBe(2 ** 31);
  });

  it("spread evenly over the range (chi-square, 1 % level)", () => {
    const source = createSimulationSource(2024);
    // Critical values of chi-square at p = 0.01 for n − 1 degrees of freedom.
    for (const [n, critical] of [
      [2, 6.63],
      [3, 9.21],
      [7, 16.81],
      [37, 58.62],
      [1000, 1105.9],
    ] as const) {
      const draws = 200 * n + 100_000;
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) {
        const value = randomInt(source, n);
        counts[value] = (counts[value] as number) + 1;
      }
      const expected = draws / n;
      const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      expect(chiSquare, `n = ${n}`).toBeLessThan(critical);
    }
  });

  it("spread evenly when half the draws are rejected", () => {
    // n just above 2^31: the lower and upper half of the range must be equally likely.
    const n = 2 ** 31 + 1;
    const source = createSimulationSource(7);
    let upper = 0;
    const draws = 200_000;
    for (let i = 0; i < draws; i++) if (randomInt(source, n) >= n / 2) upper++;
    expect(Math.abs(upper / draws - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / draws));
  });

  it("refuse a range that is empty, fractional or wider than 2^32", () => {
    const source = createSimulationSource(1);
    for (const n of [0, -1, 1.5, TWO_POW_32 + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => randomInt(source, n)).toThrow(RangeError);
    }
  });
});

describe("simulation source", () => {
  it("is xoshiro128** 1.1: the reference outputs from the state 1, 2, 3, 4", () => {
    const source = new Xoshiro128StarStar(1, 2, 3, 4);
    const outputs = Array.from({ length: 10 }, () => source.nextUint32());
    expect(outputs).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it("repeats itself for one seed and differs between seeds", () => {
    const take = (seed: number) => {
      const source = createSimulationSource(seed);
      return Array.from({ length: 8 }, () => source.nextUint32());
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    for (const value of take(0)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it("refuses the all-zero state, which would only ever yield zeros", () => {
    expect(() => new Xoshiro128StarStar(0, 0, 0, 0)).toThrow(RangeError);
  });
});
