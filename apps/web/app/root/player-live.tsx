import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useAppInitFact } from "../lib/session";

/**
 * Mounted once in the root: while a player is signed in, one push channel serves every feature that
 * follows it (root/live-followers.ts). Its code loads after hydration, so the first page carries none of it
 * (decision 022).
 */
export function PlayerLive() {
  const queryClient = useQueryClient();
  const playerId = useAppInitFact(
    useCallback((appInit) => (appInit && !appInit.isGuest ? appInit.playerInfo.id : null), []),
  );
  useEffect(() => {
    if (!playerId) return;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    void Promise.all([import("../lib/live/player-live"), import("./live-followers")]).then(
      ([{ startPlayerLive }, { LIVE_FOLLOWERS }]) => {
        if (!isCancelled) stop = startPlayerLive(queryClient, playerId, LIVE_FOLLOWERS);
      },
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [playerId, queryClient]);
  return null;
}
