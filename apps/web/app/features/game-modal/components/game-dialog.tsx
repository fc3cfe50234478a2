import type { GameLaunch } from "@casino/contracts";
import { Badge, Button, MaskIcon } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useGameEvents } from "../hooks/use-game-events";
import type { LaunchState } from "../hooks/use-game-launch";
import styles from "./game-modal.module.css";
import { type GameNotice, GameNotices } from "./game-notices";

const FAILURE_KEYS: Record<string, string> = {
  GAME_NOT_FOUND: "game.error.notFound",
  NETWORK_ERROR: "errors.network",
  UNAUTHENTICATED: "errors.unauthenticated",
};

/**
 * The game modal (spec §2): the game in an iframe, full screen on phones and below the header on larger
 * screens (so the header balance is seen following each spin). A modal dialog: focus starts on its close
 * button and stays inside (Tab goes on into the game); Escape, the close button, the backdrop or the
 * game's own `casino:close` close it, which removes the `game` query.
 */
export function GameDialog({
  state,
  gameName,
  currency,
  onRetry,
  onClose,
  returnFocus,
}: {
  state: Exclude<LaunchState, { status: "no-funds" }>;
  gameName: string | undefined;
  currency: "coins" | "entries";
  onRetry: () => void;
  onClose: () => void;
  /** Where focus goes when the game closes: what had it when the game opened (the game's card). */
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [notice, setNotice] = useState<GameNotice | null>(null);
  const launch: GameLaunch | null = state.status === "playing" ? state.launch : null;
  const name = gameName ?? t("game.untitled");

  useGameEvents(launch, frameRef, {
    onInsufficientFunds: () => setNotice("insufficient-funds"),
    onMaxBet: () => setNotice("max-bet"),
    onClose,
  });

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Closing follows the URL (the dialog unmounts): give focus back to what opened the game.
            event.preventDefault();
            const target = returnFocus();
            if (target?.isConnected) target.focus();
          }}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{name}</Dialog.Title>
            {launch?.mode === "demo" ? <Badge>{t("game.demoBadge")}</Badge> : null}
            <Dialog.Close asChild>
              <Button variant="ghost" className={styles.close} aria-label={t("game.close")}>
                <MaskIcon src="/icons/close.svg" />
              </Button>
            </Dialog.Close>
          </div>
          <div className={styles.stage}>
            {state.status === "launching" ? (
              <p className={styles.status} role="status">
                {t("game.loading", { game: name })}
              </p>
            ) : null}
            {state.status === "failed" ? (
              <div className={styles.failure} role="alert">
                <p>{t(FAILURE_KEYS[state.code] ?? "game.error.generic")}</p>
                {state.code === "GAME_NOT_FOUND" ? null : (
                  <Button variant="secondary" onClick={onRetry}>
                    {t("game.retry")}
                  </Button>
                )}
              </div>
            ) : null}
            {launch ? (
              <iframe
                ref={frameRef}
                className={styles.frame}
                src={launch.url}
                title={t("game.frameTitle", { game: name })}
                allow="fullscreen; autoplay"
                referrerPolicy="same-origin"
              />
            ) : null}
          </div>
          <GameNotices
            notice={notice}
            currency={launch ? (launch.gameMode === "SweepStakes" ? "entries" : "coins") : currency}
            onClose={() => setNotice(null)}
            returnFocus={() => frameRef.current}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
