import { useSession } from "../../../lib/session";
import { PlayerGamesPage } from "./player-games-page";

const TEXTS = {
  title: "games.lastGames.title",
  guest: "games.lastGames.guest",
  empty: "games.lastGames.empty",
};

/** `/issues/last-games`: the games the player opened last (app init's `lastGames`), newest first. */
export function LastGamesPage() {
  const { player } = useSession();
  return (
    <PlayerGamesPage
      headingId="last-games-title"
      texts={TEXTS}
      ids={player?.lastGames ?? []}
      isAvailable={player !== null && player !== undefined}
    />
  );
}
