import { MaskIcon } from "@casino/ui";
import { useTranslation } from "react-i18next";
import styles from "./game-card.module.css";

/** The heart of a game card: a toggle button, so screen readers hear "pressed" for a favourite. */
export function FavoriteButton({
  name,
  isFavorite,
  onToggle,
}: {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={isFavorite}
      aria-label={t("games.favorite.label", { name })}
      onClick={onToggle}
    >
      <MaskIcon src={isFavorite ? "/icons/heart-active.svg" : "/icons/heart.svg"} />
    </button>
  );
}
