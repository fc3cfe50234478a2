import { useLocation } from "react-router";

/** The page the geo check sends blocked visitors to (spec §2, §8). */
export const GEOBLOCK_PATH = "/geoblock";

export const isGeoblockPath = (pathname: string) =>
  pathname === GEOBLOCK_PATH || pathname.startsWith(`${GEOBLOCK_PATH}/`);

/**
 * Spec §2: "Modals are suppressed on geoblock pages except terms". The modals the URL opens (game,
 * sign-up, registration complete, welcome…) live in the default layout, which the geoblock layout does not
 * render; a modal mounted above the layouts (the root's after-hydration parts) asks here before it opens.
 */
export function useIsModalAllowed(modal: "terms" | "other"): boolean {
  const { pathname } = useLocation();
  return modal === "terms" || !isGeoblockPath(pathname);
}
