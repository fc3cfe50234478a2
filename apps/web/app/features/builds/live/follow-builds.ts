import { APP_RELOAD, AppReloadEventSchema } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { LATEST_BUILD_QUERY_KEY } from "../use-build-check";

/**
 * The app reload prompt (issue #12): a node that starts announces its build on the global channel, and the
 * build check offers a refresh when it is not this bundle's. A tab that could not replay what it missed
 * (the node restarted) asks for the build itself.
 */
export const followBuilds: LiveFollower = ({ onGlobal, onRecoveryFailed, queryClient }) => {
  const stopEvents = onGlobal(APP_RELOAD, (data) => {
    const event = AppReloadEventSchema.safeParse(data);
    if (event.success) queryClient.setQueryData(LATEST_BUILD_QUERY_KEY, event.data.buildId);
  });
  const stopRecovery = onRecoveryFailed(() => {
    void queryClient.invalidateQueries({ queryKey: LATEST_BUILD_QUERY_KEY });
  });
  return () => {
    stopEvents();
    stopRecovery();
  };
};
