import type { Scene } from "./round-script";

/** How long each part of a round shows, in milliseconds (reduced motion shows the end at once). */
export const TIMING = {
  base: { firstStop: 650, stagger: 170, withWin: 1300, noWin: 200 },
  free: { firstStop: 450, stagger: 110, withWin: 1000, noWin: 300 },
  freeSpinsStart: 1700,
  respinsStart: 1400,
  respin: 650,
  respinLanded: 450,
  featureWin: 1500,
  /** How far a reel strip travels per millisecond of its landing, in symbols (keeps every reel's speed equal). */
  symbolsPerMs: 1 / 55,
} as const;

/** When each reel stops, from the moment the reels start landing. */
export function reelStopTimes(kind: "base" | "free", reels: number): number[] {
  const { firstStop, stagger } = kind === "free" ? TIMING.free : TIMING.base;
  return Array.from({ length: reels }, (_, reel) => firstStop + reel * stagger);
}

/** How long a scene stays before the next one starts. */
export function sceneDuration(scene: Scene, reels: number): number {
  const hasWin = scene.wins.length > 0 || (scene.awarded ?? 0) > 0;
  switch (scene.kind) {
    case "base":
    case "free": {
      const timing = scene.kind === "free" ? TIMING.free : TIMING.base;
      const landing = Math.max(...reelStopTimes(scene.kind, reels));
      return landing + (hasWin ? timing.withWin : timing.noWin);
    }
    case "free-spins-start":
      return TIMING.freeSpinsStart;
    case "respins-start":
      return TIMING.respinsStart;
    case "respin":
      return TIMING.respin + (scene.landed.length > 0 ? TIMING.respinLanded : 0);
    case "feature-win":
      return TIMING.featureWin;
  }
}
