import type { GameLaunch, PlayCurrency } from "@casino/contracts";
import { Badge, Button, IconButton } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useGameEvents } from "../hooks/use-game-events";
import type { LaunchState } from "../hooks/use-game-launch";
import { focusBefore } from "../model/tab-order";
import styles from "./game-modal.module.css";
import { type GameNotice, GameNotices } from "./game-notices";

const FAILURE_KEYS: Record<string, string> = {
  GAME_NOT_FOUND: "game.error.notFound",
  NETWORK_ERROR: "errors.network",
  UNAUTHENTICATED: "errors.unauthenticated",
};

/**
 * The game modal (spec §2): the game in an iframe below the header, which stays in use while a game is
 * open (spec §2 hides only its search button then): its balance follows each spin and switches mode, its
 * Buy and menu open over the game. So the dialog is not modal to the header: the page it covers is made
 * inert by the layout instead (`AppShell isUnderGame`), and focus moves between the header and the game
 * only. Focus starts on the close button; Escape inside the game, the close button, the backdrop or the
 * game's own `casino:close` close it, which removes the `game` query. A click or focus in the header
 * does not close the game.
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
  currency: PlayCurrency;
  onRetry: () => void;
  onClose: () => void;
  /** Where focus goes when the game closes: what had it when the game opened (the game's card). */
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<GameNotice | null>(null);
  const launch: GameLaunch | null = state.status === "playing" ? state.launch : null;
  const name = gameName ?? t("game.untitled");

  useGameEvents(launch, frameRef, {
    onInsufficientFunds: () => setNotice("insufficient-funds"),
    onMaxBet: () => setNotice("max-bet"),
    onClose,
  });

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        {/* The backdrop over the covered page: a click on it closes the game (spec §2). */}
        <div className={styles.overlay} aria-hidden="true" onClick={onClose} />
        <Dialog.Content
          ref={contentRef}
          className={styles.dialog}
          aria-describedby={undefined}
          // The header is outside the dialog and in use: using it must not close the game.
          onInteractOutside={(event) => event.preventDefault()}
          onKeyDownCapture={(event) => {
            // Shift+Tab on the first control goes back to the header rather than round to the game.
            if (event.key !== "Tab" || !event.shiftKey || !contentRef.current) return;
            if (focusBefore(contentRef.current, event.target)) {
              event.preventDefault();
              event.stopPropagation();
            }
          }}
          onEscapeKeyDown={(event) => {
            // Escape in the header belongs to the header (it closes the balance panel).
            if (!contentRef.current?.contains(event.target as Node | null)) event.preventDefault();
          }}
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
              <IconButton icon="/icons/close.svg" label={t("game.close")} className={styles.close} />
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
