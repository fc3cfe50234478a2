import { FIVE_BY_THREE_LINES, type LineRules, lineCells, linePays } from "./paylines";
import { linePaytableRows } from "./paytable";
import { parseStrip, windowTable } from "./reel-strips";
import type { PaytableRow, SlotGameMeta } from "./types";

const LINE_COUNT = FIVE_BY_THREE_LINES.length;
/** Thousandths of the stake per line bet: the stake is split evenly across the 20 paylines. */
export const FIVE_BY_THREE_LINE_BET = 1000 / LINE_COUNT;

/** What a 5×3, 20-line slot declares: its symbols, reel strips and line pays (in line bets). */
export interface FiveByThreeSpec {
  symbolIds: readonly string[];
  labels: readonly string[];
  /** Reel strips, one character per stop; a stop names the top row of its window. */
  reels: readonly string[];
  legend: Readonly<Record<string, number>>;
  /** Pays per payline in line bets for 3, 4 and 5 of a kind, by symbol code. */
  linePays: readonly (readonly number[])[];
  wild: number;
  /** The symbol that never counts on a line (scatter, coin). */
  blocker: number;
}

/** The tables a 5×3 line slot plays from, precomputed once at load. */
export interface FiveByThreeReels {
  /** `windows[reel][stop × 3 + row]`: the symbol shown on `row` when the reel stops at `stop`. */
  windows: Uint8Array[];
  lengths: number[];
  cells: Int32Array;
  rules: LineRules;
  /** The meta fields every 5×3 line slot shares. */
  meta: Pick<SlotGameMeta, "exactStakeMultiple" | "grid" | "reelStrips" | "stopRow" | "lines">;
  /** Help-screen rows of the line pays. */
  paytable: PaytableRow[];
}

export function fiveByThreeReels(spec: FiveByThreeSpec): FiveByThreeReels {
  const strips = spec.reels.map((text) => parseStrip(text, spec.legend));
  return {
    windows: strips.map((strip) => windowTable(strip, 3, 0)),
    lengths: strips.map((strip) => strip.length),
    cells: lineCells(FIVE_BY_THREE_LINES, 3),
    rules: {
      pays: linePays(spec.linePays.map((pays) => pays.map((pay) => pay * FIVE_BY_THREE_LINE_BET))),
      wild: spec.wild,
      isBlocker: Uint8Array.from(spec.symbolIds, (_, code) => (code === spec.blocker ? 1 : 0)),
    },
    meta: {
      exactStakeMultiple: LINE_COUNT, // line bet = stake / 20
      grid: { reels: 5, rows: 3 },
      reelStrips: strips.map((strip) => strip.map((code) => spec.symbolIds[code] as string)),
      stopRow: 0,
      lines: FIVE_BY_THREE_LINES,
    },
    paytable: linePaytableRows(spec.symbolIds, spec.labels, spec.linePays, FIVE_BY_THREE_LINE_BET),
  };
}
