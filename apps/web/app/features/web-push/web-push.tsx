import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { BackgroundPart } from "../../lib/chunk-reload";
import { useAppInitFact } from "../../lib/session";

const WebPushHost = lazy(() => import("./web-push-host"));

/** The page's own start comes first: web push waits this long after hydration. */
const START_DELAY_MS = 1500;

/** Whether this browser holds a subscription a signed-out player left (`SENT_KEY` of web-push-storage.ts). */
const hasLeftSubscription = () => {
  try {
    return localStorage.getItem("web-push:sent") !== null;
  } catch {
    return false;
  }
};

/**
 * Mounted once in the root. Web push's code (prompt, subscription, service worker messages) loads a moment
 * after hydration, and only for a signed-in player or a browser with a subscription to drop: the first load
 * carries this component alone (issue #10's budget).
 */
export function WebPush({ startDelayMs = START_DELAY_MS }: { startDelayMs?: number }) {
  const playerId = useAppInitFact(
    useCallback((appInit) => (appInit && !appInit.isGuest ? appInit.playerInfo.id : null), []),
  );
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsStarted(true), startDelayMs);
    return () => clearTimeout(timer);
  }, [startDelayMs]);
  if (!isStarted || (playerId === null && !hasLeftSubscription())) return null;
  return (
    <BackgroundPart name="web push">
      <Suspense fallback={null}>
        <WebPushHost playerId={playerId} />
      </Suspense>
    </BackgroundPart>
  );
}
