import { useSession } from "../../../lib/session";
import { useGameLaunch } from "../hooks/use-game-launch";
import { useCloseGame } from "../hooks/use-open-game";
import { DemoModeDialog } from "./demo-mode-dialog";
import { GameDialog } from "./game-dialog";
import type { OpenGameInfo } from "./game-modal-host";

/** One game's launch in the modal: the game, or the demo-mode offer when the balance cannot pay. */
export default function GameSession({
  gameId,
  game,
  opener,
}: {
  gameId: number;
  game: OpenGameInfo | undefined;
  /** What had focus when the game opened: focus goes back there on close. */
  opener: HTMLElement | null;
}) {
  const { player } = useSession();
  const close = useCloseGame();
  const { state, playDemo, retry } = useGameLaunch(gameId);
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
