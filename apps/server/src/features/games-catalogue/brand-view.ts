import type { BrandId } from "@casino/contracts";
import type { CatalogueRows } from "./games-catalogue.repo";

/**
 * The catalogue as one brand's players see it: without the games the brand hides, and with the games
 * it pins first in every list (games, categories, collections, studios), in the pinned order; the rest
 * keep the catalogue's order. Pure, so every list is ordered the same way.
 */
export function catalogueForBrand(rows: CatalogueRows, brandId: BrandId): CatalogueRows {
  const hidden = new Set<number>();
  const pinned = new Map<number, number>();
  for (const choice of rows.brandGames) {
    if (choice.brandId !== brandId) continue;
    if (!choice.isVisible) hidden.add(choice.gameId);
    if (choice.position !== null) pinned.set(choice.gameId, choice.position);
  }
  if (hidden.size === 0 && pinned.size === 0) return rows;
  const rank = (gameId: number) => pinned.get(gameId) ?? Number.POSITIVE_INFINITY;
  // Array sort is stable: unpinned games keep their order, behind the pinned ones.
  const byRank = <T>(list: T[], idOf: (item: T) => number) =>
    list.filter((item) => !hidden.has(idOf(item))).sort((a, b) => rank(idOf(a)) - rank(idOf(b)));
  return {
    ...rows,
    games: byRank(rows.games, (game) => game.id),
    items: byRank(rows.items, (item) => item.gameId),
  };
}
