import type { CachedGames, Game, GameIssue, GameProvider, GamesCatalogue } from "@casino/contracts";

/**
 * The catalogue as the pages use it, whichever endpoint it came from: games by id plus the catalogue's
 * order, and the id lists of every category, collection and provider. Plain objects only, so it survives
 * the server render's dehydration unchanged.
 */
export interface Catalogue {
  groupKey: string;
  /** Which answer is in use: the cached catalogue, or the full list it fell back to. */
  source: "cached" | "full";
  gamesById: Record<string, Game>;
  /** Every game id in the catalogue's order. */
  order: number[];
  providers: GameProvider[];
  issues: GameIssue[];
  issueGamesIds: Record<string, number[]>;
  providerGamesIds: Record<string, number[]>;
  menu: GamesCatalogue["menu"];
}

function parts(payload: GamesCatalogue | CachedGames) {
  return {
    groupKey: payload.groupKey,
    providers: payload.providers,
    issues: payload.issues,
    issueGamesIds: payload.issueGamesIds,
    providerGamesIds: payload.providerGamesIds,
    menu: payload.menu,
  };
}

export function fromFullList(payload: GamesCatalogue): Catalogue {
  const gamesById: Record<string, Game> = {};
  for (const game of payload.games) gamesById[game.id] = game;
  return { ...parts(payload), source: "full", gamesById, order: payload.games.map((game) => game.id) };
}

export function fromCached(payload: CachedGames): Catalogue {
  const gamesById: Record<string, Game> = {};
  for (const game of Object.values(payload.games)) gamesById[game.id] = game;
  // Keys of a JSON object lose the server's order; "all games" order is the order of the ids lists.
  const order = [
    ...new Set([...Object.values(payload.issueGamesIds).flat(), ...Object.keys(gamesById).map(Number)]),
  ].filter((id) => gamesById[id] !== undefined);
  return { ...parts(payload), source: "cached", gamesById, order };
}

/** The games of `ids` that the catalogue holds, in the order given (unknown or restricted ids are left out). */
export function gamesOf(catalogue: Catalogue, ids: readonly number[]): Game[] {
  const games: Game[] = [];
  for (const id of ids) {
    const game = catalogue.gamesById[id];
    if (game) games.push(game);
  }
  return games;
}

/** Every game, in the catalogue's order. */
export function allGames(catalogue: Catalogue): Game[] {
  return gamesOf(catalogue, catalogue.order);
}

/** Ids among `ids` that the catalogue does not hold (asked for with the cached-games lookup). */
export function missingIds(catalogue: Catalogue, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => catalogue.gamesById[id] === undefined);
}

export function findIssue(catalogue: Catalogue, slug: string): GameIssue | undefined {
  return catalogue.issues.find((issue) => issue.slug === slug);
}

export function findProvider(catalogue: Catalogue, slug: string): GameProvider | undefined {
  return catalogue.providers.find((provider) => provider.slug === slug);
}

/**
 * The library's list: a category's games (all games without one), narrowed to one provider when asked.
 * An unknown category or provider gives no games rather than everything.
 */
export function libraryGames(
  catalogue: Catalogue,
  filter: { category?: string | null; provider?: string | null },
): Game[] {
  const base = filter.category ? (catalogue.issueGamesIds[filter.category] ?? []) : catalogue.order;
  if (!filter.provider) return gamesOf(catalogue, base);
  const ofProvider = new Set(catalogue.providerGamesIds[filter.provider] ?? []);
  return gamesOf(
    catalogue,
    base.filter((id) => ofProvider.has(id)),
  );
}
