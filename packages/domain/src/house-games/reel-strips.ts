import { add, mul, type Ratio, ratio, ZERO } from "./rational";

/** Reads a reel strip written one character per stop, through a legend of symbol codes. */
export function parseStrip(text: string, legend: Readonly<Record<string, number>>): number[] {
  return [...text].map((char) => {
    const code = legend[char];
    if (code === undefined) throw new RangeError(`Unknown reel symbol "${char}"`);
    return code;
  });
}

/**
 * Every window of a strip, precomputed so a spin copies instead of computing modulo:
 * `windows[stop × rows + row]` is the symbol shown on `row` when the reel stops at `stop`, and the stop
 * names the symbol on row `stopRow` (0 = the top row, 1 = the centre row of a 3-row window).
 */
export function windowTable(strip: readonly number[], rows: number, stopRow: number): Uint8Array {
  const length = strip.length;
  const windows = new Uint8Array(length * rows);
  for (let stop = 0; stop < length; stop++) {
    for (let row = 0; row < rows; row++) {
      windows[stop * rows + row] = strip[(stop - stopRow + row + length) % length] as number;
    }
  }
  return windows;
}

/**
 * Exact distribution of how many cells of the whole grid satisfy `isCounted`, when each reel stops
 * uniformly at random: `result[k]` = P(k such cells).
 */
export function countDistribution(
  windows: readonly Uint8Array[],
  rows: number,
  isCounted: (symbol: number) => boolean,
): Ratio[] {
  let distribution: Ratio[] = [ratio(1n)];
  for (const table of windows) {
    const stops = table.length / rows;
    const perReel = new Array<bigint>(rows + 1).fill(0n);
    for (let stop = 0; stop < stops; stop++) {
      let k = 0;
      for (let row = 0; row < rows; row++) if (isCounted(table[stop * rows + row] as number)) k++;
      perReel[k] = (perReel[k] as bigint) + 1n;
    }
    const next = new Array<Ratio>(distribution.length + rows).fill(ZERO);
    distribution.forEach((p, i) => {
      perReel.forEach((n, k) => {
        if (n > 0n) next[i + k] = add(next[i + k] as Ratio, mul(p, ratio(n, stops)));
      });
    });
    distribution = next;
  }
  return distribution;
}
