import type { AppInit } from "@casino/contracts";
import { favoriteGameRoute } from "@casino/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { useSession } from "../../../lib/session";
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
 * The player's favourite games (spec §3: app init's `favoriteGames`, made a set) and the toggle of
 * `POST /rest/favorite-game/{id}/`. The heart changes at once; the server's answer then sets the list,
 * and a failure puts the old list back and says so.
 */
export function useFavorites(): Favorites {
  const { t } = useTranslation();
  const { player, locale, isGuest } = useSession();
  const queryClient = useQueryClient();
  const ids = player?.favoriteGames ?? [];
  const set = useMemo(() => new Set(ids), [ids]);

  const mutation = useMutation({
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

  return {
    isAvailable: !isGuest,
    isKnown: player !== null,
    ids,
    isFavorite: (gameId) => set.has(gameId),
    toggle: (gameId) => mutation.mutate(gameId),
  };
}
