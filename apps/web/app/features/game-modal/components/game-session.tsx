import { useState } from "react";
import { useSession } from "../../../lib/session";
import { useGameLaunch } from "../hooks/use-game-launch";
import { useCloseGame } from "../hooks/use-open-game";
import { DemoModeDialog } from "./demo-mode-dialog";
import { GameDialog } from "./game-dialog";
import type { OpenGameInfo } from "./game-modal-host";

/** One game's launch in the modal: the game, or the demo-mode offer when the balance cannot pay. */
export default function GameSession({ gameId, game }: { gameId: number; game: OpenGameInfo | undefined }) {
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
