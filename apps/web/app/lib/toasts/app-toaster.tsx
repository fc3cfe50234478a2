import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToastRequested, subscribeToastRequests } from "./toasts";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * The toast region, top-right (spec §9): mounted with the first toast, so the library is not part of
 * the page's first load.
 */
export function AppToaster() {
  const isRequested = useSyncExternalStore(subscribeToastRequests, isToastRequested, () => false);
  return isRequested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
