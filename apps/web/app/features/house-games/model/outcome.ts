import { SLOT_GAME_IDS, type SlotGameId, type SlotGameMeta, type SlotOutcome } from "@casino/domain";
import { z } from "zod";

const WinSchema = z.object({
  kind: z.enum(["line", "scatter", "coins", "jackpot"]),
  line: z.number().int().nonnegative().optional(),
  symbol: z.string(),
  count: z.number().int().nonnegative(),
  multiplier: z.number().int().nonnegative(),
});

const CoinSchema = z.object({
  reel: z.number().int().nonnegative(),
  row: z.number().int().nonnegative(),
  value: z.number().int().nonnegative(),
  jackpot: z.enum(["mini", "minor", "major"]).optional(),
});

const stepShape = {
  stops: z.array(z.number().int().nonnegative()),
  grid: z.array(z.array(z.string())),
  wins: z.array(WinSchema),
  freeSpinsAwarded: z.number().int().positive().optional(),
  coins: z.array(CoinSchema).optional(),
};

/**
 * The engine's `SlotOutcome` as the spin answer carries it. The contract leaves it an open record (its
 * shape belongs to the domain package), so the game page checks it before animating anything.
 */
export const SlotOutcomeSchema = z.object({
  ...stepShape,
  gameId: z.enum(SLOT_GAME_IDS as [SlotGameId, ...SlotGameId[]]),
  engineVersion: z.string(),
  freeSpins: z
    .array(
      z.object({ ...stepShape, index: z.number().int().positive(), multiplier: z.number().int().positive() }),
    )
    .optional(),
  holdAndWin: z
    .object({
      respins: z.array(
        z.object({ landed: z.array(CoinSchema), respinsLeft: z.number().int().nonnegative() }),
      ),
      coins: z.array(CoinSchema),
      wins: z.array(WinSchema),
    })
    .optional(),
  totalMultiplier: z.number().int().nonnegative(),
  isWin: z.boolean(),
  isCapped: z.boolean(),
});

function fitsGrid(grid: string[][], meta: SlotGameMeta): boolean {
  return grid.length === meta.grid.reels && grid.every((reel) => reel.length === meta.grid.rows);
}

/** The outcome of a spin answer when it is one of `meta`'s game and fits its grid, else null. */
export function readOutcome(raw: unknown, meta: SlotGameMeta): SlotOutcome | null {
  const parsed = SlotOutcomeSchema.safeParse(raw);
  if (!parsed.success || parsed.data.gameId !== meta.id) return null;
  const outcome = parsed.data as SlotOutcome;
  const grids = [outcome.grid, ...(outcome.freeSpins ?? []).map((step) => step.grid)];
  return grids.every((grid) => fitsGrid(grid, meta)) ? outcome : null;
}
