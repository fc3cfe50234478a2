import type { Game } from "@casino/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFavorites } from "../hooks/use-favorites";
import { useGameHref } from "../hooks/use-game-href";
import { FavoriteButton } from "./favorite-button";
import styles from "./game-card.module.css";

/** Card art is drawn at 240 × 320; the 2x file doubles it (spec §9 densities 1 and 2). */
const ART_WIDTH = 240;
const ART_HEIGHT = 320;

export interface GameCardProps {
  game: Game;
  /** Above-the-fold cards load at once; the rest wait until they are near the screen. */
  isEager?: boolean;
}

/**
 * A game of the catalogue: the art is the link that opens the game (players: `?game=<id>`, guests:
 * sign-up), its name comes from the image's alt text; the provider and the New/Hot marks follow as text,
 * and players get the favourite toggle beside the link (never inside it: no interactive nesting).
 */
export function GameCard({ game, isEager = false }: GameCardProps) {
  const { t } = useTranslation();
  const href = useGameHref();
  const favorites = useFavorites();
  return (
    <article className={styles.card}>
      <Link to={href(game.id)} className={styles.link} preventScrollReset>
        <img
          className={styles.art}
          src={game.img.x1}
          srcSet={`${game.img.x1} 1x, ${game.img.x2} 2x`}
          alt={game.name}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          loading={isEager ? "eager" : "lazy"}
          decoding="async"
        />
      </Link>
      <p className={styles.provider}>{game.provider}</p>
      {game.isNew || game.isHot ? (
        <p className={styles.marks}>
          {game.isNew ? <span className={styles.mark}>{t("games.card.new")}</span> : null}
          {game.isHot ? <span className={styles.mark}>{t("games.card.hot")}</span> : null}
        </p>
      ) : null}
      {favorites.isAvailable ? (
        <FavoriteButton
          name={game.name}
          isFavorite={favorites.isFavorite(game.id)}
          onToggle={() => favorites.toggle(game.id)}
        />
      ) : null}
    </article>
  );
}
