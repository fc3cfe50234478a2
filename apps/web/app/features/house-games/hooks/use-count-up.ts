import { useEffect, useRef, useState } from "react";

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The number to show while `target` grows: counts up from the number on screen over `durationMs`. Jumps
 * straight there when `isInstant` (reduced motion) or when the target goes down (a new round starts at 0).
 */
export function useCountUp(target: number, durationMs: number, isInstant: boolean): number {
  const [shown, setShown] = useState(target);
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (isInstant || target <= from || durationMs <= 0) {
      current.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      const value = progress < 1 ? Math.floor(from + (target - from) * easeOut(progress)) : target;
      current.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, isInstant]);

  // An instant change is drawn in the same render, not one effect later.
  return isInstant ? target : shown;
}
