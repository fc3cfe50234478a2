import { evaluateLine, type LineRules } from "./paylines";
import { type Ratio, ratio } from "./rational";

/**
 * Exact expected pay of ONE 5-reel payline, in thousandths of the stake, by enumerating every
 * combination of the five symbols it crosses. A payline crosses each reel once, and with a uniform stop
 * every row of a reel shows each symbol with its frequency on the strip, so every line has this same
 * expectation whatever rows it crosses. The pay comes from the engines' own `evaluateLine`.
 */
export function exactLinePay(windows: readonly Uint8Array[], rows: number, rules: LineRules): Ratio {
  // counts[reel] = [symbol, stops showing it on row 0][]
  const counts = windows.map((table) => {
    const bySymbol = new Map<number, number>();
    for (let cell = 0; cell < table.length; cell += rows) {
      const symbol = table[cell] as number;
      bySymbol.set(symbol, (bySymbol.get(symbol) ?? 0) + 1);
    }
    return [...bySymbol];
  });
  const grid = new Uint8Array(5 * rows);
  // The line along row 0: cells 0, rows, 2 × rows, …
  const cells = Int32Array.from({ length: 5 }, (_, reel) => reel * rows);
  let sum = 0n;
  const walk = (reel: number, weight: bigint) => {
    if (reel === 5) {
      const pay = evaluateLine(grid, cells, 0, rules);
      if (pay > 0) sum += weight * BigInt(pay);
      return;
    }
    for (const [symbol, count] of counts[reel] as [number, number][]) {
      grid[reel * rows] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  const combinations = windows.reduce((product, table) => product * BigInt(table.length / rows), 1n);
  return ratio(sum, combinations);
}
