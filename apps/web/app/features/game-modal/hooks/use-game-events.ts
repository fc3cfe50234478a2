import type { GameLaunch } from "@casino/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef } from "react";
import { type GameMessage, listenToGameMessages, originOf } from "../../../lib/game-messages";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";

export interface GameEventHandlers {
  onInsufficientFunds: () => void;
  onMaxBet: () => void;
  onClose: () => void;
}

/**
 * Listens to the game in the iframe (`lib/game-messages`): only its launch URL's origin and its own frame
 * are heard. After every real-money spin the header balance is loaded again from the ledger, so the
 * balance switcher counts to the new amount (demo spins move play money, not the balance).
 */
export function useGameEvents(
  launch: GameLaunch | null,
  frameRef: RefObject<HTMLIFrameElement | null>,
  handlers: GameEventHandlers,
) {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!launch) return;
    const origin = originOf(launch.url, window.location.href);
    if (!origin) return;
    const onMessage = (message: GameMessage) => {
      switch (message.type) {
        case "casino:balance":
          if (launch.mode === "real" && message.mode !== "demo") {
            void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.balance });
            if (message.roundId) void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.rounds });
          }
          break;
        case "casino:insufficient-funds":
          latest.current.onInsufficientFunds();
          break;
        case "casino:max-bet":
          latest.current.onMaxBet();
          break;
        case "casino:close":
          latest.current.onClose();
          break;
      }
    };
    return listenToGameMessages(
      { allowedOrigins: [origin], frame: () => frameRef.current?.contentWindow },
      onMessage,
    );
  }, [launch, frameRef, queryClient]);
}
