import type { HouseSpinResult } from "@casino/contracts";
import { houseGameSpinRoute } from "@casino/contracts/client";
import type { SlotGameMeta, SlotOutcome } from "@casino/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import type { ReelMotion } from "../components/reel";
import type { MachineView } from "../components/slot-machine";
import { gridAt, restingStops } from "../model/grid";
import { readOutcome } from "../model/outcome";
import { roundScenes, type Scene } from "../model/round-script";
import { reelStopTimes, sceneDuration, TIMING } from "../model/timing";

export interface PlayedRound {
  result: HouseSpinResult;
  outcome: SlotOutcome;
  scenes: Scene[];
  stake: number;
}

export type RoundStatus = "idle" | "requesting" | "revealing";

interface Options {
  token: string;
  meta: SlotGameMeta;
  isReducedMotion: boolean;
  onSpinStart?: (stake: number) => void;
  /** A scene starts; `reelStops` are the reels' stop times (ms) when the reels spin into it. */
  onSceneStart?: (scene: Scene, reelStops: number[] | null) => void;
  onRoundEnd?: (round: PlayedRound) => void;
  onError?: (error: unknown, stake: number) => void;
}

const spinKind = (scene: Scene) => (scene.kind === "free" ? "free" : "base");

/**
 * Plays rounds: one spin call at a time (a second Spin while one is in flight or on screen is ignored),
 * then the round's scenes one after another, or straight to the end for reduced motion or a skip.
 */
export function useSlotRound({ token, meta, isReducedMotion, ...callbacks }: Options) {
  const [status, setStatus] = useState<RoundStatus>("idle");
  const [round, setRound] = useState<PlayedRound | null>(null);
  const [sceneIndex, setSceneIndex] = useState(0);
  const [settledIndex, setSettledIndex] = useState(-1);
  const [isInstant, setIsInstant] = useState(false);
  const [before, setBefore] = useState(() => {
    const stops = restingStops(meta);
    return { stops, grid: gridAt(meta, stops) };
  });
  // The lock is a ref, not state: two key presses in one frame must not both get through.
  const isBusy = useRef(false);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const roundRef = useRef<PlayedRound | null>(null);
  const reels = meta.grid.reels;

  const finish = useCallback((played: PlayedRound) => {
    const last = played.scenes.length - 1;
    setSceneIndex(last);
    setSettledIndex(last);
    setStatus("idle");
    isBusy.current = false;
    latest.current.onRoundEnd?.(played);
  }, []);

  const spin = useCallback(
    async (stake: number) => {
      if (isBusy.current) return;
      isBusy.current = true;
      // The next spin starts from the picture on screen (a finished hold-and-win shows its base reels).
      const shown = roundRef.current;
      if (shown) {
        const last = shown.scenes[shown.scenes.length - 1];
        const lastSpin = [...shown.scenes].reverse().find((scene) => scene.stops !== null);
        setBefore({
          stops: lastSpin?.stops ?? shown.outcome.stops,
          grid: last && !last.isHold ? last.grid : (lastSpin?.grid ?? shown.outcome.grid),
        });
      }
      setStatus("requesting");
      setIsInstant(isReducedMotion);
      latest.current.onSpinStart?.(stake);
      try {
        const result = await browserApi.call(houseGameSpinRoute, { body: { token, stake } });
        const outcome = readOutcome(result.outcome, meta);
        if (!outcome) {
          throw new ApiError("BAD_RESPONSE", 200, "The round's outcome does not match this game.");
        }
        const played: PlayedRound = { result, outcome, scenes: roundScenes(outcome), stake };
        roundRef.current = played;
        setRound(played);
        setSettledIndex(-1);
        if (isReducedMotion) {
          finish(played);
        } else {
          setSceneIndex(0);
          setStatus("revealing");
        }
      } catch (error) {
        isBusy.current = false;
        setStatus("idle");
        latest.current.onError?.(error, stake);
      }
    },
    [token, meta, isReducedMotion, finish],
  );

  /** Shows the round's result at once (Space or Spin while the reels turn). */
  const skip = useCallback(() => {
    const played = roundRef.current;
    if (status !== "revealing" || !played) return;
    setIsInstant(true);
    finish(played);
  }, [status, finish]);

  // Plays the scenes: each starts, settles (reels stopped, wins shown), and hands over to the next.
  useEffect(() => {
    if (status !== "revealing" || !round) return;
    const scene = round.scenes[sceneIndex];
    if (!scene) return;
    const stopTimes = scene.stops ? reelStopTimes(spinKind(scene), reels) : null;
    latest.current.onSceneStart?.(scene, stopTimes);
    const settleAfter = stopTimes ? Math.max(...stopTimes) : scene.kind === "respin" ? TIMING.respin : 0;
    const settle = window.setTimeout(() => setSettledIndex(sceneIndex), settleAfter);
    const next = window.setTimeout(
      () => {
        if (sceneIndex < round.scenes.length - 1) setSceneIndex(sceneIndex + 1);
        else finish(round);
      },
      sceneDuration(scene, reels),
    );
    return () => {
      window.clearTimeout(settle);
      window.clearTimeout(next);
    };
  }, [status, round, sceneIndex, reels, finish]);

  const scene = round?.scenes[sceneIndex] ?? null;
  const isSettled = status !== "requesting" && (scene === null || settledIndex >= sceneIndex);

  const view = useMemo<MachineView>(() => {
    const staticMotions: ReelMotion[] = Array.from({ length: reels }, () => ({ kind: "static" }));
    if (status === "requesting" || !round || !scene) {
      return {
        grid: before.grid,
        previousGrid: before.grid,
        stops: before.stops,
        motions:
          status === "requesting" && !isReducedMotion
            ? Array.from({ length: reels }, () => ({ kind: "spinning" }))
            : staticMotions,
        scene: null,
        isSettled: status !== "requesting",
      };
    }
    const earlier = round.scenes.slice(0, sceneIndex + 1).reverse();
    const stops = earlier.find((step) => step.stops !== null)?.stops ?? before.stops;
    const previousGrid = sceneIndex === 0 ? before.grid : (round.scenes[sceneIndex - 1]?.grid ?? before.grid);
    const isLanding = status === "revealing" && scene.stops !== null && !isInstant;
    const stopTimes = reelStopTimes(spinKind(scene), reels);
    return {
      grid: scene.grid,
      previousGrid,
      stops,
      motions: isLanding
        ? stopTimes.map((durationMs) => ({
            kind: "landing",
            key: `${round.result.roundId}:${sceneIndex}`,
            durationMs,
          }))
        : staticMotions,
      scene,
      isSettled,
    };
  }, [status, round, scene, sceneIndex, before, reels, isReducedMotion, isInstant, isSettled]);

  return { status, round, scene, sceneIndex, isSettled, isInstant, view, spin, skip };
}
