import type { SlotGameMeta } from "@casino/domain";

/** The symbols a set of reel stops shows, `grid[reel][row]`, from the game's strips. */
export function gridAt(
  meta: Pick<SlotGameMeta, "reelStrips" | "stopRow" | "grid">,
  stops: readonly number[],
) {
  return meta.reelStrips.map((strip, reel) =>
    Array.from({ length: meta.grid.rows }, (_, row) => {
      const index = (stops[reel] ?? 0) - meta.stopRow + row;
      return strip[((index % strip.length) + strip.length) % strip.length] ?? "";
    }),
  );
}

/** Where the reels rest before the first round: fixed, so the server and the browser draw the same. */
export function restingStops(meta: Pick<SlotGameMeta, "reelStrips">): number[] {
  return meta.reelStrips.map((strip, reel) => (reel * 7 + 3) % strip.length);
}
