import { useEffect, useRef, useState } from "react";
import { animationDuration, easeOut } from "../model/balance-display";

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

/**
 * The number to draw while `target` changes: counts from the old value to the new one in 500–2000 ms
 * (spec §9). Jumps straight to the new value when the visitor prefers reduced motion, or when `series`
 * changes (another currency is not a change of the same amount).
 */
export function useAnimatedNumber(target: number, series: string): number {
  const [shown, setShown] = useState(target);
  const from = useRef({ value: target, series });

  useEffect(() => {
    // `from` always holds the number on screen, so a change during an animation continues from there.
    const start = from.current;
    const duration = animationDuration(start.value, target);
    if (start.series !== series || duration === 0 || prefersReducedMotion()) {
      from.current = { value: target, series };
      setShown(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / duration);
      const value = start.value + (target - start.value) * easeOut(progress);
      from.current = { value: progress < 1 ? value : target, series };
      setShown(progress < 1 ? value : target);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, series]);

  return shown;
}
