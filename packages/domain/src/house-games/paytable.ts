import type { PaytableRow } from "./types";

/** Help-screen rows of the line pays: `paysByCode[code]` in line bets for 3, 4 and 5 of a kind. */
export function linePaytableRows(
  symbolIds: readonly string[],
  labels: readonly string[],
  paysByCode: readonly (readonly number[])[],
  lineBet: number,
): PaytableRow[] {
  const rows: PaytableRow[] = [];
  paysByCode.forEach((byCount, code) => {
    const pays = byCount
      .map((pay, i) => ({ count: 3 + i, multiplier: pay * lineBet }))
      .filter((pay) => pay.multiplier > 0);
    if (pays.length > 0) {
      rows.push({ symbols: [symbolIds[code] ?? "?"], label: labels[code] ?? "?", per: "line", pays });
    }
  });
  return rows;
}
