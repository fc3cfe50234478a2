import type { AppInit } from "@casino/contracts";
import { favoriteGameRoute } from "@casino/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { useAppInitFact, useLocale, useSession } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

function withFavorites(current: AppInit | undefined, favoriteGames: number[]): AppInit | undefined {
  return current && !current.isGuest ? { ...current, favoriteGames } : current;
}

export interface Favorites {
  /** Favourites only exist for players. */
  isAvailable: boolean;
  /**
   * The player's list has loaded. On a page kept for players (decision 024) the hearts are drawn before
   * it has, so that its arrival only fills some of them in; until then they cannot be pressed.
   */
  isKnown: boolean;
  ids: readonly number[];
  isFavorite: (gameId: number) => boolean;
  toggle: (gameId: number) => void;
}

/**
 * The toggle of `POST /rest/favorite-game/{id}/`: the heart changes at once; the server's answer then sets
 * the list, and a failure puts the old list back and says so. The same function for the page's life, so a
 * context that holds it never changes (decision 031).
 */
export function useFavoriteToggle(): (gameId: number) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (gameId: number) => browserApi.call(favoriteGameRoute, { params: { id: gameId } }),
    onMutate: async (gameId) => {
      await queryClient.cancelQueries({ queryKey: PLAYER_QUERY_KEYS.appInit });
      const previous = queryClient.getQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit);
      const list = previous?.favoriteGames ?? [];
      const next = list.includes(gameId) ? list.filter((id) => id !== gameId) : [...list, gameId];
      queryClient.setQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit, (current) => withFavorites(current, next));
      return { previous: list };
    },
    onSuccess: ({ favoriteGames }) => {
      queryClient.setQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit, (current) =>
        withFavorites(current, favoriteGames),
      );
    },
    onError: (error, _gameId, context) => {
      if (context) {
        queryClient.setQueryData<AppInit>(PLAYER_QUERY_KEYS.appInit, (current) =>
          withFavorites(current, context.previous),
        );
      }
      showToast(t("games.favorite.failed"), {
        type: "error",
        description: apiErrorText(t, locale, error),
      });
    },
  });
  return useCallback((gameId: number) => mutate(gameId), [mutate]);
}

/**
 * Whether one game is a favourite: `unknown` until the player's list has loaded (a guest's never does).
 * One heart follows its own game, so the others do not render again when it changes.
 */
export type FavoriteState = "unknown" | "favorite" | "not-favorite";

export function useFavoriteState(gameId: number): FavoriteState {
  return useAppInitFact(
    useCallback(
      (appInit: AppInit | undefined): FavoriteState => {
        if (!appInit || appInit.isGuest) return "unknown";
        return appInit.favoriteGames.includes(gameId) ? "favorite" : "not-favorite";
      },
      [gameId],
    ),
  );
}

/** The player's favourite games (spec §3: app init's `favoriteGames`, made a set) and their toggle. */
export function useFavorites(): Favorites {
  const { player, isGuest } = useSession();
  const toggle = useFavoriteToggle();
  const ids = player?.favoriteGames ?? [];
  const set = useMemo(() => new Set(ids), [ids]);
  return {
    isAvailable: !isGuest,
    isKnown: player !== null,
    ids,
    isFavorite: (gameId) => set.has(gameId),
    toggle,
  };
}
