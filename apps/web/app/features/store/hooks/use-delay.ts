import { useEffect, useState } from "react";

/**
 * Spec §9: "promo offer calls delayed 2 s", so they never compete with the page and the cash box
 * starting. True once `ms` have passed since the component mounted (false again never).
 */
export const PROMO_OFFER_DELAY_MS = 2_000;

export function useDelay(ms: number = PROMO_OFFER_DELAY_MS): boolean {
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return isDone;
}
