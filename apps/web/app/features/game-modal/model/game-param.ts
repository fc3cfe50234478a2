/** Spec §2: the query parameter that opens the game modal. Its value is the game's id (`?game=113`). */
export const GAME_PARAM = "game";

/** The game id in a `game` query value, or null when there is none or it is not a game id. */
export function parseGameParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The same address without the `game` query: where closing the game leads (spec §4 "closeGame"). */
export function withoutGame(pathname: string, search: string, hash = ""): string {
  const params = new URLSearchParams(search);
  params.delete(GAME_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}
