import { useCallback } from "react";
import { useLocation } from "react-router";
import { useIsGuest } from "../../../lib/session";

/** Spec §2: the query parameter that opens the game modal; its value is the game's id. */
export const GAME_PARAM = "game";

/** Where following a game leads: for players the current page with `?game=<id>`, for guests sign-up. */
export function gameHref(gameId: number, where: { pathname: string; search: string; isGuest: boolean }) {
  // Spec §6: guests opening a game get the sign-up page; sign-up keeps the query string (spec §2).
  if (where.isGuest) return `/signup/${where.search}`;
  const params = new URLSearchParams(where.search);
  params.set(GAME_PARAM, String(gameId));
  return `${where.pathname}?${params.toString()}`;
}

export function useGameHref(): (gameId: number) => string {
  const isGuest = useIsGuest();
  const { pathname, search } = useLocation();
  return useCallback(
    (gameId) => gameHref(gameId, { pathname, search, isGuest }),
    [pathname, search, isGuest],
  );
}
