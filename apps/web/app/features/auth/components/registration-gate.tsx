import { lazy, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../../lib/session";
import { registrationStep } from "../model/registration-gate";

/** The modal and its form load only for a player who has to complete the registration (issue #10). */
const RegistrationGateDialog = lazy(() => import("./registration-gate-dialog"));

/**
 * Spec §5: while `Registration.complete` is false the registration-complete step is forced: brands with
 * the page send the player there, the others show a protected modal (no backdrop or Escape close).
 */
export function RegistrationGate() {
  const { pathname, search } = useLocation();
  const { brand, appInit } = useSession();
  const step = registrationStep(appInit, brand.flags, pathname);
  if (step === null) return null;
  if (step === "page") return <Navigate to={`/registration-complete/${search}`} replace />;
  return (
    <Suspense fallback={null}>
      <RegistrationGateDialog />
    </Suspense>
  );
}
