import type { RandomSource } from "../random";

/**
 * A random source that makes `randomInt` return chosen results: each [value, n] pair becomes the draw
 * value × ⌊2^32 / n⌋, which `randomInt(source, n)` accepts and maps back to `value`. Throws when a test
 * draws more than it scripted, so a hand-made round cannot silently read past its script.
 */
export function scriptedSource(results: readonly (readonly [value: number, n: number])[]): RandomSource & {
  remaining(): number;
} {
  const draws = results.map(([value, n]) => {
    if (value < 0 || value >= n) throw new RangeError(`Scripted value ${value} is outside [0, ${n})`);
    return value * Math.floor(4_294_967_296 / n);
  });
  let next = 0;
  return {
    nextUint32() {
      const draw = draws[next];
      if (draw === undefined) throw new Error(`The script has only ${draws.length} draws`);
      next++;
      return draw;
    },
    remaining: () => draws.length - next,
  };
}

/** The first stop of a strip whose window satisfies `isWanted` (windows from `windowTable`). */
export function stopWhere(
  windows: Uint8Array,
  rows: number,
  isWanted: (window: number[]) => boolean,
): number {
  for (let stop = 0; stop < windows.length / rows; stop++) {
    if (isWanted(Array.from(windows.subarray(stop * rows, stop * rows + rows)))) return stop;
  }
  throw new Error("No stop shows such a window");
}
