import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { BackgroundPart } from "../../lib/chunk-reload";
import { useIsModalAllowed } from "../../lib/modal-policy";
import { useAppInitFact } from "../../lib/session";

const CashBox = lazy(() => import("./cash-box"));

/** Spec §9: "Cash widget mounts after 2 s". */
export const CASH_BOX_MOUNT_DELAY_MS = 2_000;

/**
 * Where the cash box lives (spec §2, §9): for a signed-in player, 2 s after the page came to life, its
 * code loads and it starts following the hash; none of it is in the page's first load. Never on the
 * geoblock page (spec §2: modals are suppressed there).
 */
export function CashBoxHost() {
  const isPlayer = useAppInitFact(useCallback((appInit) => Boolean(appInit && !appInit.isGuest), []));
  const isAllowed = useIsModalAllowed("other");
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsMounted(true), CASH_BOX_MOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!isPlayer || !isAllowed || !isMounted) return null;
  return (
    <BackgroundPart name="cash box">
      <Suspense fallback={null}>
        <CashBox />
      </Suspense>
    </BackgroundPart>
  );
}
