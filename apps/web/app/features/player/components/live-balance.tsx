import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useAppInitFact } from "../../../lib/session";

/**
 * Mounted once in the root: while a player is signed in, their balances follow the push channel. The
 * channel's code loads after hydration, so the first page carries none of it (decision 022).
 */
export function LiveBalance() {
  const queryClient = useQueryClient();
  const playerId = useAppInitFact(
    useCallback((appInit) => (appInit && !appInit.isGuest ? appInit.playerInfo.id : null), []),
  );
  useEffect(() => {
    if (!playerId) return;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    void import("../live/follow-live-balance").then(({ followLiveBalance }) => {
      if (!isCancelled) stop = followLiveBalance(queryClient, playerId);
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [playerId, queryClient]);
  return null;
}
