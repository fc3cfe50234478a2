import { lazy, Suspense, useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useIsModalAllowed } from "../../../lib/modal-policy";
import { useAppInitFact } from "../../../lib/session";

const VerificationDialog = lazy(() => import("./verification-dialog"));

/** Spec §2: "The hash containing verify opens the verification widget". */
export const VERIFY_HASH = "#verify";
export const isVerifyHash = (hash: string) => hash.includes("verify");

/**
 * Mounted once in the root's after-hydration parts: for a signed-in player whose URL's hash contains
 * `verify`, it loads and opens the verification widget (its code loads only then); closing the widget
 * takes the hash away again.
 */
export function VerifyHashListener() {
  const location = useLocation();
  const navigate = useNavigate();
  const isAllowed = useIsModalAllowed("other");
  const isPlayer = useAppInitFact(useCallback((appInit) => Boolean(appInit && !appInit.isGuest), []));
  if (!isAllowed || !isPlayer || !isVerifyHash(location.hash)) return null;
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true },
    );
  return (
    <BackgroundPart name="verification widget">
      <Suspense fallback={null}>
        <VerificationDialog onClose={close} />
      </Suspense>
    </BackgroundPart>
  );
}
