import { MULTIPLIER_SCALE } from "../multiplier";
import { type Ratio, ratio } from "../rational";
import { CLASSIC_WEIGHTS, CLASSIC_WINDOWS, payGrid } from "./classic-3-reel";

export interface ClassicCycle {
  /** Exact return to player over the full cycle of virtual stops. */
  rtp: Ratio;
  /** Exact variance of a round's win, in stakes². */
  variance: Ratio;
  /** Exact probability that a round wins anything. */
  hitRate: Ratio;
  /** The largest round win, thousandths of the stake. */
  maxWin: number;
  /** Number of equally likely virtual stop combinations. */
  cycle: bigint;
}

/**
 * Full-cycle enumeration of the classic game: every combination of physical stops, weighted by its
 * virtual stops, paid by the engine's own `payGrid`.
 */
export function classicFullCycle(): ClassicCycle {
  const grid = new Uint8Array(9);
  const [w0, w1, w2] = CLASSIC_WEIGHTS as [number[], number[], number[]];
  const [t0, t1, t2] = CLASSIC_WINDOWS as [Uint8Array, Uint8Array, Uint8Array];
  let sum = 0n;
  let sumOfSquares = 0n;
  let hits = 0n;
  let maxWin = 0;
  const copy = (table: Uint8Array, stop: number, reel: number) => {
    for (let row = 0; row < 3; row++) grid[reel * 3 + row] = table[stop * 3 + row] as number;
  };
  for (let a = 0; a < w0.length; a++) {
    copy(t0, a, 0);
    for (let b = 0; b < w1.length; b++) {
      copy(t1, b, 1);
      for (let c = 0; c < w2.length; c++) {
        copy(t2, c, 2);
        const weight = BigInt((w0[a] as number) * (w1[b] as number) * (w2[c] as number));
        const win = payGrid(grid, null);
        if (win > 0) {
          const big = BigInt(win);
          sum += weight * big;
          sumOfSquares += weight * big * big;
          hits += weight;
          if (win > maxWin) maxWin = win;
        }
      }
    }
  }
  const cycle = [w0, w1, w2].reduce((product, w) => product * BigInt(w.reduce((s, x) => s + x, 0)), 1n);
  const scale = BigInt(MULTIPLIER_SCALE);
  const rtp = ratio(sum, cycle * scale);
  // Var = E[X²] − E[X]², in stakes².
  const variance = ratio(sumOfSquares * cycle - sum * sum, cycle * cycle * scale * scale);
  return { rtp, variance, hitRate: ratio(hits, cycle), maxWin, cycle };
}
