import type { Game } from "@casino/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGameHref } from "../hooks/use-game-href";
import styles from "./game-card.module.css";
import { useGameCardAction } from "./game-card-action";

/** Card art is drawn at 240 × 320; the 2x file doubles it (spec §9 densities 1 and 2). */
const ART_WIDTH = 240;
const ART_HEIGHT = 320;

export interface GameCardProps {
  game: Game;
  /** Above-the-fold cards load at once; the rest wait until they are near the screen. */
  isEager?: boolean;
  /** What sits on the art's corner beside the link; by default what the nearest `GameCardActionSlot` gives. */
  action?: ReactNode;
}

/**
 * A game of the catalogue: the art is the link that opens the game (players: `?game=<id>`, guests:
 * sign-up), its name comes from the image's alt text; the provider and the New/Hot marks follow as text,
 * and the action slot (the favourite toggle) sits beside the link, never inside it: no interactive nesting.
 */
export function GameCard({ game, isEager = false, action }: GameCardProps) {
  const { t } = useTranslation();
  const href = useGameHref();
  const slotAction = useGameCardAction(game);
  const shownAction = action === undefined ? slotAction : action;
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
      {shownAction ? <div className={styles.action}>{shownAction}</div> : null}
    </article>
  );
}
