import type { Game } from "@casino/contracts";
import { memo, type ReactNode, useMemo } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { useGameHref } from "../hooks/use-game-href";
import { ART_HEIGHT, ART_WIDTH, gameArtSources } from "../model/game-art";
import styles from "./game-card.module.css";
import { useGameCardAction } from "./game-card-action";

/** The card's words, translated once by the list that draws many cards (not once per card). */
export interface GameCardTexts {
  isNew: string;
  isHot: string;
}

export function useGameCardTexts(): GameCardTexts {
  const { t } = useTranslation();
  // One object while the texts stay: tiles compare their props to skip a render (see GameTile).
  return useMemo(() => ({ isNew: t("games.card.new"), isHot: t("games.card.hot") }), [t]);
}

export interface GameTileProps {
  game: Game;
  /** Where the art's link leads (from `useGameHref`, taken once per list). */
  href: string;
  texts: GameCardTexts;
  /** Above-the-fold cards load at once; the rest wait until they are near the screen. */
  isEager?: boolean;
  /** The page's largest first image: preloaded from the document's head and fetched first. */
  isLcp?: boolean;
  /** What sits on the art's corner beside the link; by default what the nearest `GameCardActionSlot` gives. */
  action?: ReactNode;
}

/**
 * A game of the catalogue: the art is the link that opens the game (players: `?game=<id>`, guests:
 * sign-up), its name comes from the image's alt text; the provider and the New/Hot marks follow as text,
 * and the action slot (the favourite toggle) sits beside the link, never inside it: no interactive nesting.
 * Lists draw this with their one translation and link hook; `GameCard` is the stand-alone card.
 * Memoised: a row that renders again (app init arriving, a list growing) leaves its unchanged tiles be,
 * which keeps the lobby's main thread free when the player's data comes in (issue #10: TBT).
 */
export const GameTile = memo(function GameTile({
  game,
  href,
  texts,
  isEager = false,
  isLcp = false,
  action,
}: GameTileProps) {
  const slotAction = useGameCardAction(game);
  const shownAction = action === undefined ? slotAction : action;
  const art = gameArtSources(game.img);
  if (isLcp) {
    preload(art.src, {
      as: "image",
      imageSrcSet: art.srcSet,
      ...(art.sizes ? { imageSizes: art.sizes } : {}),
      fetchPriority: "high",
    });
  }
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.link} preventScrollReset>
        <img
          className={styles.art}
          src={art.src}
          srcSet={art.srcSet}
          sizes={art.sizes}
          alt={game.name}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          loading={isEager ? "eager" : "lazy"}
          fetchPriority={isLcp ? "high" : undefined}
          decoding="async"
        />
      </Link>
      <p className={styles.provider}>{game.provider}</p>
      {game.isNew || game.isHot ? (
        <p className={styles.marks}>
          {game.isNew ? <span className={styles.mark}>{texts.isNew}</span> : null}
          {game.isHot ? <span className={styles.mark}>{texts.isHot}</span> : null}
        </p>
      ) : null}
      {shownAction ? <div className={styles.action}>{shownAction}</div> : null}
    </article>
  );
});

export interface GameCardProps {
  game: Game;
  isEager?: boolean;
  action?: ReactNode;
}

/** One card on its own (the game of the week): takes its own words and link. */
export function GameCard({ game, isEager = false, action }: GameCardProps) {
  const texts = useGameCardTexts();
  const href = useGameHref();
  return <GameTile game={game} href={href(game.id)} texts={texts} isEager={isEager} action={action} />;
}
