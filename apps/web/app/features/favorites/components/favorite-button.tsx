import { MaskIcon } from "@casino/ui";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "../../../lib/i18n";
import { type Favorites, useFavorites } from "../hooks/use-favorites";
import styles from "./favorite-button.module.css";

interface FavoritesScope {
  favorites: Favorites;
  label: (name: string) => string;
}

const FavoritesContext = createContext<FavoritesScope | null>(null);

/**
 * The favourites and the heart's words, taken once for every heart below (issue #10: one translation
 * hook and one mutation per page, not one per game card).
 */
export function FavoritesScopeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const scope = useMemo(
    () => ({ favorites, label: (name: string) => t("games.favorite.label", { name }) }),
    [favorites, t],
  );
  return <FavoritesContext.Provider value={scope}>{children}</FavoritesContext.Provider>;
}

function Heart({ gameId, name, scope }: { gameId: number; name: string; scope: FavoritesScope }) {
  const { favorites, label } = scope;
  if (!favorites.isAvailable) return null;
  const isFavorite = favorites.isFavorite(gameId);
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={isFavorite}
      aria-label={label(name)}
      aria-disabled={favorites.isKnown ? undefined : true}
      onClick={() => {
        if (favorites.isKnown) favorites.toggle(gameId);
      }}
    >
      <MaskIcon src={isFavorite ? "/icons/heart-active.svg" : "/icons/heart.svg"} />
    </button>
  );
}

/** A heart outside any `FavoritesScopeProvider`: takes the favourites and words itself. */
function OwnHeart({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const scope = { favorites, label: (shown: string) => t("games.favorite.label", { name: shown }) };
  return <Heart gameId={gameId} name={name} scope={scope} />;
}

/**
 * The heart a route puts into a game card's action slot: a toggle button, so screen readers hear
 * "pressed" for a favourite. Guests have no favourites and get nothing.
 */
export function FavoriteButton({ gameId, name }: { gameId: number; name: string }) {
  const scope = useContext(FavoritesContext);
  return scope ? (
    <Heart gameId={gameId} name={name} scope={scope} />
  ) : (
    <OwnHeart gameId={gameId} name={name} />
  );
}
