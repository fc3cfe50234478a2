import { lazy, Suspense, useCallback } from "react";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useHydrated } from "../../../lib/forms";
import { useAppInitFact } from "../../../lib/session";

/** The menu entry's code and its check of the redeem status load only for a player in SweepStakes mode. */
const RedeemMenuEntry = lazy(() => import("./redeem-menu-entry"));

/**
 * "Redeem" in the menu (spec §5: redeem needs SweepStakes mode). This part rides in the default layout,
 * so it only reads app init's game mode; the entry itself, which asks whether redeeming is open, loads on
 * its own after hydration (the first load carries none of it).
 */
export function RedeemLink() {
  const isHydrated = useHydrated();
  const isSweepStakes = useAppInitFact(
    useCallback(
      (appInit) => Boolean(appInit && !appInit.isGuest && appInit.playerInfo.gameMode === "SweepStakes"),
      [],
    ),
  );
  if (!isHydrated || !isSweepStakes) return null;
  return (
    <BackgroundPart name="redeem link">
      <Suspense fallback={null}>
        <RedeemMenuEntry />
      </Suspense>
    </BackgroundPart>
  );
}
