import { MaskIcon } from "@casino/ui";
import { useTranslation } from "react-i18next";
import { useFavorites } from "../hooks/use-favorites";
import styles from "./favorite-button.module.css";

/**
 * The heart a route puts into a game card's action slot: a toggle button, so screen readers hear
 * "pressed" for a favourite. Guests have no favourites and get nothing.
 */
export function FavoriteButton({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (!favorites.isAvailable) return null;
  const isFavorite = favorites.isFavorite(gameId);
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={isFavorite}
      aria-label={t("games.favorite.label", { name })}
      onClick={() => favorites.toggle(gameId)}
    >
      <MaskIcon src={isFavorite ? "/icons/heart-active.svg" : "/icons/heart.svg"} />
    </button>
  );
}
