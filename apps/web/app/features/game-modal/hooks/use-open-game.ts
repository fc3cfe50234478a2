import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { GAME_PARAM, parseGameParam, withoutGame } from "../model/game-param";

/** The game the URL opens (`?game=<id>`), or null. */
export function useOpenGameId(): number | null {
  const { search } = useLocation();
  return parseGameParam(new URLSearchParams(search).get(GAME_PARAM));
}

/** Closes the game: the same page without the `game` query, in place of the game's history entry. */
export function useCloseGame(): (hash?: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (hash = "") => {
      void navigate(withoutGame(pathname, search, hash), { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
}
