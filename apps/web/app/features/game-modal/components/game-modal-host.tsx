import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../../lib/session";

/** The game's dialogs load when a game is opened, not with every page (issue #10). */
const GameSession = lazy(() => import("./game-session"));

/** What the catalogue knows of the open game (the layout looks it up; features do not import each other). */
export interface OpenGameInfo {
  name: string;
  hasDemo: boolean;
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
  const mode = player?.playerInfo.gameMode ?? "TournamentPoints";
  const key = gameId === null ? null : `${gameId}:${mode}`;
  // What had focus when the game opened (its card, a search result), taken in the render that opens it:
  // the page under the game turns inert in that commit, before the session's module has loaded.
  const [opened, setOpened] = useState<{ key: string | null; opener: HTMLElement | null }>({
    key: null,
    opener: null,
  });
  if (opened.key !== key) setOpened({ key, opener: focusedElement() });
  if (gameId === null || appInit === undefined) return null;
  if (isGuest) return <Navigate to={`/signup/${search}`} replace />;
  return (
    <Suspense fallback={null}>
      <GameSession key={key} gameId={gameId} game={game} opener={opened.opener} />
    </Suspense>
  );
}

function focusedElement(): HTMLElement | null {
  return typeof document === "undefined" || !(document.activeElement instanceof HTMLElement)
    ? null
    : document.activeElement;
}
