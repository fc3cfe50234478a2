/** What search needs of a game: its name and its provider's name. */
export interface Searchable {
  name: string;
  provider: string;
}

/** Lower case, without accents and extra spaces: "Éclair  Reels" and "eclair reels" match. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Shortest query that searches (one letter matches half the catalogue). */
export const MIN_QUERY_LENGTH = 2;

function rank(game: Searchable, query: string, tokens: readonly string[]): number | null {
  const name = normalize(game.name);
  const provider = normalize(game.provider);
  if (!tokens.every((token) => name.includes(token) || provider.includes(token))) return null;
  if (name.startsWith(query)) return 0;
  const words = name.split(" ");
  if (tokens.every((token) => words.some((word) => word.startsWith(token)))) return 1;
  if (tokens.every((token) => name.includes(token))) return 2;
  return 3;
}

/**
 * The games whose name or provider holds every word of `query`, best first: names that start with it,
 * then names with words starting with its words, then names containing them, then provider matches.
 * Games of equal rank keep the catalogue's order. A query shorter than two letters finds nothing.
 */
export function searchGames<T extends Searchable>(games: readonly T[], rawQuery: string): T[] {
  const query = normalize(rawQuery);
  if (query.length < MIN_QUERY_LENGTH) return [];
  const tokens = query.split(" ");
  return games
    .map((game, index) => ({ game, index, rank: rank(game, query, tokens) }))
    .filter((entry): entry is { game: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.game);
}
