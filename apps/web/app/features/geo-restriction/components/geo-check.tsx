import { useCallback, useEffect } from "react";
import { useLocation } from "react-router";
import { isGeoblockPath } from "../../../lib/modal-policy";
import { useAppInitFact } from "../../../lib/session";

/**
 * Mounted once in the root's after-hydration parts: runs the geo check (spec §4) once app init is known,
 * again when a player signs in or their restrictions change (`playerRestrictionIdsHash`), never on the
 * geoblock page itself. Its code loads only then, so this part weighs almost nothing.
 */
export function GeoCheck() {
  const { pathname } = useLocation();
  const isGeoblockPage = isGeoblockPath(pathname);
  const visitor = useAppInitFact(
    useCallback(
      (appInit) =>
        appInit === undefined
          ? null
          : `${appInit.isGuest ? "guest" : appInit.playerInfo.id}:${appInit.playerRestrictionIdsHash}`,
      [],
    ),
  );
  useEffect(() => {
    if (visitor === null || isGeoblockPage) return;
    let isCancelled = false;
    const isPlayer = !visitor.startsWith("guest:");
    import("../model/start-geo-check")
      .then(({ startGeoCheck }) => {
        if (!isCancelled) void startGeoCheck({ isPlayer, isCancelled: () => isCancelled });
      })
      // The check's code could not load (a deploy is restarting the server): the next page load runs it.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
  }, [visitor, isGeoblockPage]);
  return null;
}
