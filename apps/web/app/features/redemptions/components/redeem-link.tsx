import type { AppInit } from "@casino/contracts";
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../lib/forms";
import { useAppInitFact } from "../../../lib/session";

/**
 * The menu entry's code, with its check of the redeem status, loads only for a player in SweepStakes
 * mode. When that chunk cannot be fetched (a deploy under way) the entry stays away: a menu link is not
 * worth reloading the page for.
 */
const RedeemMenuEntry = lazy(() => import("./redeem-menu-entry").catch(() => ({ default: () => null })));

const isSweepStakesPlayer = (appInit: AppInit | undefined) =>
  Boolean(appInit && !appInit.isGuest && appInit.playerInfo.gameMode === "SweepStakes");

/**
 * "Redeem" in the menu (spec §5: redeem needs SweepStakes mode). This part rides in the default layout,
 * so it is only a check of app init's game mode; the entry itself, which asks whether redeeming is open,
 * loads after hydration (the first load carries none of it).
 */
export function RedeemLink() {
  const isHydrated = useHydrated();
  const isSweepStakes = useAppInitFact(isSweepStakesPlayer);
  if (!isHydrated || !isSweepStakes) return null;
  return (
    <Suspense fallback={null}>
      <RedeemMenuEntry />
    </Suspense>
  );
}
