import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useAppInitFact } from "../../../lib/session";
import { nextDueAt, rememberNextDue } from "./reality-check-schedule";

// The modal and its data load only once a check is due: nothing of it weighs on a page until then.
const RealityCheckModal = lazy(() =>
  import("./reality-check-modal").then((module) => ({ default: module.RealityCheckModal })),
);

/**
 * The reality check (spec §2, §9): every `realityCheckMinutes` of the session, a modal shows the session
 * time and net result with Continue and Sign out. Mounted after hydration; it only keeps a timer.
 */
export function RealityCheckTimer() {
  const minutes = useAppInitFact(
    useCallback(
      (appInit) => (appInit && !appInit.isGuest ? appInit.responsiblePlay.realityCheckMinutes : 0),
      [],
    ),
  );
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    if (minutes <= 0 || isDue) return;
    const due = nextDueAt(minutes, Date.now());
    const timer = window.setTimeout(() => setIsDue(true), Math.max(0, due - Date.now()));
    return () => window.clearTimeout(timer);
  }, [minutes, isDue]);
  if (!isDue || minutes <= 0) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckModal
        onContinue={() => {
          rememberNextDue(minutes, Date.now());
          setIsDue(false);
        }}
      />
    </Suspense>
  );
}
