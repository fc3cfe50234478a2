import { useState } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../../lib/session";
import { useGameLaunch } from "../hooks/use-game-launch";
import { useCloseGame } from "../hooks/use-open-game";
import { DemoModeDialog } from "./demo-mode-dialog";
import { GameDialog } from "./game-dialog";

/** What the catalogue knows of the open game (the layout looks it up; features do not import each other). */
export interface OpenGameInfo {
  name: string;
  hasDemo: boolean;
}

function GameSession({ gameId, game }: { gameId: number; game: OpenGameInfo | undefined }) {
  const { player } = useSession();
  const close = useCloseGame();
  const { state, playDemo, retry } = useGameLaunch(gameId);
  // What had focus when the game opened (its card, a search result): focus goes back there on close.
  const [opener] = useState(() =>
    typeof document === "undefined" || !(document.activeElement instanceof HTMLElement)
      ? null
      : document.activeElement,
  );
  const returnFocus = () => opener;
  const currency = player?.playerInfo.gameMode === "SweepStakes" ? "entries" : "coins";
  if (state.status === "no-funds") {
    return (
      <DemoModeDialog
        gameName={game?.name}
        currency={currency}
        hasDemo={game?.hasDemo ?? true}
        onPlayDemo={playDemo}
        onClose={() => close()}
        returnFocus={returnFocus}
      />
    );
  }
  return (
    <GameDialog
      state={state}
      gameName={game?.name}
      currency={currency}
      onRetry={retry}
      onClose={() => close()}
      returnFocus={returnFocus}
    />
  );
}

/**
 * The modal the `game` query opens (spec §2, ARCHITECTURE D13: modals follow the URL). Guests are sent to
 * sign-up, keeping the query (spec §6); players get the game, one session per game id and game mode: a
 * mode switched in the header while the game is open relaunches it in the new mode, so the game and the
 * header play and show the same currency.
 */
export function GameModalHost({ gameId, game }: { gameId: number | null; game?: OpenGameInfo }) {
  const { appInit, isGuest, player } = useSession();
  const { search } = useLocation();
  if (gameId === null || appInit === undefined) return null;
  if (isGuest) return <Navigate to={`/signup/${search}`} replace />;
  const mode = player?.playerInfo.gameMode ?? "TournamentPoints";
  return <GameSession key={`${gameId}:${mode}`} gameId={gameId} game={game} />;
}
