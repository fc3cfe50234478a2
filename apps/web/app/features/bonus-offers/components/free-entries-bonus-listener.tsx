import { lazy, Suspense, useCallback } from "react";
import { useLocation } from "react-router";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useAppInitFact } from "../../../lib/session";
import { bonusMessageIdOf } from "../model/free-entries-bonus";

const FreeEntriesBonusClaim = lazy(() => import("./free-entries-bonus-claim"));

/**
 * Mounted once in the root's after-hydration parts: when a signed-in player's address carries
 * `freeEntriesBonus` (spec §2), it loads the claim (its code loads only then). A guest's link is left as it
 * is: sign-in keeps the query string, so the bonus is claimed once they are signed in.
 */
export function FreeEntriesBonusListener() {
  const { search } = useLocation();
  const isPlayer = useAppInitFact(useCallback((appInit) => Boolean(appInit && !appInit.isGuest), []));
  const messageId = bonusMessageIdOf(search);
  if (!isPlayer || !messageId) return null;
  return (
    <BackgroundPart name="free entries bonus">
      <Suspense fallback={null}>
        <FreeEntriesBonusClaim messageId={messageId} />
      </Suspense>
    </BackgroundPart>
  );
}
