/**
 * Randomness for the slot engines (ARCHITECTURE D8, D18). The domain never creates entropy: live play
 * draws from a provably fair source seeded by the server's CSPRNG seed (see `fair.ts`); simulations
 * draw from the seeded PRNG below.
 */

/** A stream of uniformly distributed unsigned 32-bit integers. */
export interface RandomSource {
  /** The next value, an integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_POW_32 = 4_294_967_296;

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^32, by rejection sampling without modulo bias: with
 * q = ⌊2^32 / n⌋, a draw x is accepted when x < q·n and maps to ⌊x / q⌋; any other draw is discarded and
 * the next one tried (fewer than half the draws are ever discarded). Verifiers must reproduce exactly this.
 */
export function randomInt(source: RandomSource, n: number): number {
  if (!(n >= 1 && n <= TWO_POW_32) || Math.floor(n) !== n) {
    throw new RangeError(`randomInt needs an integer range in [1, 2^32], got ${n}`);
  }
  const q = Math.floor(TWO_POW_32 / n);
  const limit = q * n;
  for (;;) {
    const draw = source.nextUint32();
    if (draw < limit) return Math.floor(draw / q);
  }
}

/**
 * xoshiro128** 1.1 (Blackman and Vigna): a small, fast PRNG with a 2^128 − 1 period. For simulations and
 * tests only — it is predictable, so live play never uses it.
 */
export class Xoshiro128StarStar implements RandomSource {
  // A typed array keeps the 32-bit words unboxed, which makes a draw several times faster.
  private readonly s = new Int32Array(4);

  /** Starts from a raw state; at least one word must be non-zero. */
  constructor(a: number, b: number, c: number, d: number) {
    if ((a | b | c | d) === 0) throw new RangeError("xoshiro128** needs a non-zero state");
    this.s.set([a, b, c, d]);
  }

  nextUint32(): number {
    const s = this.s;
    const a = s[0] as number;
    const b = s[1] as number;
    const c = (s[2] as number) ^ a;
    const d = (s[3] as number) ^ b;
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    s[0] = a ^ d;
    s[1] = b ^ c;
    s[2] = c ^ (b << 9);
    s[3] = rotl(d, 11);
    return result;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** A seeded simulation source: xoshiro128** whose state is spread from `seed` by splitmix32. */
export function createSimulationSource(seed: number): RandomSource {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const a = next();
  const b = next();
  const c = next();
  const d = next();
  // splitmix32 never yields four zero words in a row, but keep the guard explicit.
  return (a | b | c | d) === 0 ? new Xoshiro128StarStar(1, 0, 0, 0) : new Xoshiro128StarStar(a, b, c, d);
}
