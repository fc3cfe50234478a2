import type { GameLaunch } from "@casino/contracts";
import { demoGameRoute, playGameRoute } from "@casino/contracts/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";

export type LaunchState =
  | { status: "launching"; mode: "real" | "demo" }
  | { status: "playing"; launch: GameLaunch }
  /** Spec §6: no real funds in the player's mode; the demo-mode modal takes over. */
  | { status: "no-funds" }
  | { status: "failed"; code: string };

/**
 * Launches the game for real play as soon as it is opened (`POST /rest/game/{id}/play/`); NO_REAL_FUNDS
 * moves to the demo offer, whose choice launches demo play (`POST /rest/game/{id}/demo/`). Only the
 * latest launch may set the state, so a slow answer for an earlier attempt is ignored.
 */
export function useGameLaunch(gameId: number) {
  const [state, setState] = useState<LaunchState>({ status: "launching", mode: "real" });
  const attempt = useRef(0);

  const launch = useCallback(
    async (mode: "real" | "demo") => {
      const current = ++attempt.current;
      setState({ status: "launching", mode });
      try {
        const endpoint = mode === "real" ? playGameRoute : demoGameRoute;
        const answer = await browserApi.call(endpoint, { params: { id: gameId } });
        if (current === attempt.current) setState({ status: "playing", launch: answer });
      } catch (error) {
        if (current !== attempt.current) return;
        const code = error instanceof ApiError ? error.code : "UNKNOWN";
        setState(code === "NO_REAL_FUNDS" ? { status: "no-funds" } : { status: "failed", code });
      }
    },
    [gameId],
  );

  useEffect(() => {
    void launch("real");
    return () => {
      // A launch still under way when the modal closes must not set state any more.
      attempt.current += 1;
    };
  }, [launch]);

  return {
    state,
    playDemo: () => void launch("demo"),
    retry: () => void launch(state.status === "launching" ? state.mode : "real"),
  };
}
