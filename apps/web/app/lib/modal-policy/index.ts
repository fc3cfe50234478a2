import { useLayoutEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/** The page the geo check sends blocked visitors to (spec §2, §8). */
export const GEOBLOCK_PATH = "/geoblock";

export const isGeoblockPath = (pathname: string) =>
  pathname === GEOBLOCK_PATH || pathname.startsWith(`${GEOBLOCK_PATH}/`);

/** Moments that must be seen alone, while they are owed or open (the welcome after registration). */
const holders = new Set<symbol>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isHeld = () => holders.size > 0;

/** For an effect about to open a modal: whether a hold came in the same commit (layout effects run first). */
export const areOtherModalsHeld = isHeld;

/**
 * While `isHolding`, the modals that ask `useIsModalAllowed("other")` wait: an offer link, the preset popup
 * or the cash box does not open over (or under) the registration-complete moment, and opens once it closes.
 */
export function useHoldOtherModals(isHolding: boolean): void {
  // A layout effect: the hold is in place before any passive effect of the same commit tries to open a modal.
  useLayoutEffect(() => {
    if (!isHolding) return;
    const hold = Symbol("modal hold");
    holders.add(hold);
    for (const listener of listeners) listener();
    return () => {
      holders.delete(hold);
      for (const listener of listeners) listener();
    };
  }, [isHolding]);
}

/**
 * Spec §2: "Modals are suppressed on geoblock pages except terms". The modals the URL opens (game,
 * sign-up, registration complete, welcome…) live in the default layout, which the geoblock layout does not
 * render; a modal mounted above the layouts (the root's after-hydration parts) asks here before it opens,
 * and also waits while a moment that must be seen alone holds the others (`useHoldOtherModals`).
 */
export function useIsModalAllowed(modal: "terms" | "other"): boolean {
  const { pathname } = useLocation();
  const isHeldNow = useSyncExternalStore(subscribe, isHeld, () => false);
  return modal === "terms" || (!isGeoblockPath(pathname) && !isHeldNow);
}
