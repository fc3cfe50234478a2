/** Exact non-negative fractions on bigint, for the RTP calculations (never in the spin path). */
export interface Ratio {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den in lowest terms; den must be positive. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError("A ratio needs a positive denominator");
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);

/** The ratio as a number (to double precision, for display and comparison). */
export function toNumber(r: Ratio): number {
  // Scale first so huge numerators and denominators keep their precision.
  const scaled = (r.num * 10n ** 18n) / r.den;
  return Number(scaled) / 1e18;
}

/** The ratio rounded half up to `digits` decimals, as a number (0.96004 → 0.96 with 4 digits). */
export function roundTo(r: Ratio, digits: number): number {
  const scale = 10n ** BigInt(digits);
  const rounded = (2n * r.num * scale + r.den) / (2n * r.den);
  return Number(rounded) / Number(scale);
}
