import type { SlotOutcomeAnswer } from "@casino/contracts";
import type { SlotGameMeta, SlotOutcome } from "@casino/domain";

function fitsGrid(grid: string[][], meta: SlotGameMeta): boolean {
  return grid.length === meta.grid.reels && grid.every((reel) => reel.length === meta.grid.rows);
}

/**
 * The answer's outcome (already checked against the contract by the API client) when it is a round of
 * `meta`'s game and every grid fits that game's reels, else null: the page never animates another game's
 * reels.
 */
export function readOutcome(outcome: SlotOutcomeAnswer, meta: SlotGameMeta): SlotOutcome | null {
  if (outcome.gameId !== meta.id) return null;
  const grids = [outcome.grid, ...(outcome.freeSpins ?? []).map((step) => step.grid)];
  return grids.every((grid) => fitsGrid(grid, meta)) ? outcome : null;
}
