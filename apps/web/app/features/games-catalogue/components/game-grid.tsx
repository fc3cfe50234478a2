import type { Game } from "@casino/contracts";
import { useGameHref } from "../hooks/use-game-href";
import { GameTile, useGameCardTexts } from "./game-card";
import styles from "./game-lists.module.css";

/** Cards above the fold on most screens: loaded at once, the rest lazily. */
const EAGER_CARDS = 6;

/** Games in a responsive grid: two columns on the smallest phones, more as the screen widens. */
export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
  const texts = useGameCardTexts();
  const href = useGameHref();
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameTile game={game} href={href(game.id)} texts={texts} isEager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
