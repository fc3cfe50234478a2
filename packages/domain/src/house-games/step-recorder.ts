import type { SlotGameMeta, SlotOutcome, SlotStep, SlotWin } from "./types";

/**
 * Builds the readable steps of an outcome from an engine's flat grids. Engines call it only when
 * asked for a full outcome, so simulations never pay for it.
 */
export class StepRecorder {
  readonly steps: SlotStep[] = [];
  private current: SlotStep | undefined;

  constructor(
    private readonly symbolIds: readonly string[],
    private readonly reels: number,
    private readonly rows: number,
  ) {}

  /** Starts a step from reel stops and a flat grid (cell = reel × rows + row). */
  begin(stops: ArrayLike<number>, grid: ArrayLike<number>): SlotStep {
    const columns: string[][] = [];
    for (let reel = 0; reel < this.reels; reel++) {
      const column: string[] = [];
      for (let row = 0; row < this.rows; row++) column.push(this.id(grid[reel * this.rows + row] as number));
      columns.push(column);
    }
    const step: SlotStep = { stops: Array.from(stops).slice(0, this.reels), grid: columns, wins: [] };
    this.steps.push(step);
    this.current = step;
    return step;
  }

  win(kind: SlotWin["kind"], symbol: number | string, count: number, multiplier: number, line?: number) {
    if (!this.current) throw new Error("A win needs a step");
    const id = typeof symbol === "string" ? symbol : this.id(symbol);
    this.current.wins.push(
      line === undefined
        ? { kind, symbol: id, count, multiplier }
        : { kind, line, symbol: id, count, multiplier },
    );
  }

  private id(code: number): string {
    const id = this.symbolIds[code];
    if (id === undefined) throw new RangeError(`Unknown symbol code ${code}`);
    return id;
  }
}

/** A grid given as symbol ids (`grid[reel][row]`) as the engines' flat codes: for tests and tools. */
export function cellsOf(
  symbols: readonly (readonly string[])[],
  symbolIds: readonly string[],
  reels: number,
  rows: number,
): Uint8Array {
  if (symbols.length !== reels || symbols.some((column) => column.length !== rows)) {
    throw new RangeError(`The grid must have ${reels} reels of ${rows} rows`);
  }
  return Uint8Array.from(symbols.flat(), (id) => {
    const code = symbolIds.indexOf(id);
    if (code < 0) throw new RangeError(`Unknown symbol "${id}"`);
    return code;
  });
}

/**
 * The wins `pay` records on one grid given as symbol ids (`grid[reel][row]`), as the engine pays them:
 * for tests and tools.
 */
export function winsOnGrid(
  symbols: readonly (readonly string[])[],
  symbolIds: readonly string[],
  grid: { reels: number; rows: number },
  pay: (cells: Uint8Array, recorder: StepRecorder) => void,
): SlotWin[] {
  const { reels, rows } = grid;
  const cells = cellsOf(symbols, symbolIds, reels, rows);
  const recorder = new StepRecorder(symbolIds, reels, rows);
  recorder.begin(new Array<number>(reels).fill(0), cells);
  pay(cells, recorder);
  return recorder.steps[0]?.wins ?? [];
}

/** Total of a list of wins. */
export const sumWins = (wins: readonly SlotWin[]) => wins.reduce((sum, win) => sum + win.multiplier, 0);

/** The outcome's common fields, with the cap applied to the engine's total. */
export function finishOutcome(
  meta: SlotGameMeta,
  base: SlotStep,
  uncapped: number,
  features: Pick<SlotOutcome, "freeSpins" | "holdAndWin">,
): SlotOutcome {
  const totalMultiplier = Math.min(uncapped, meta.maxWinMultiplier);
  return {
    gameId: meta.id,
    engineVersion: meta.engineVersion,
    ...base,
    ...features,
    totalMultiplier,
    isWin: totalMultiplier > 0,
    isCapped: uncapped > meta.maxWinMultiplier,
  };
}
