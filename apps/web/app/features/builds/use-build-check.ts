import { latestBuildRoute } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { browserApi } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { showToast } from "../../lib/toasts";

/** Spec §9: the running build is checked hourly; the push channel's `app.reload` tells sooner. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The build the server runs, as last heard: by the hourly check, or set by the push channel's follower. */
export const LATEST_BUILD_QUERY_KEY = ["latest-build"] as const;
const TOAST_ID = "build-update";

const latestBuildId = async () =>
  (await browserApi.call(latestBuildRoute, { query: { timestamp: String(Date.now()) } })).id;

/** Offers a refresh once the server is known to run another build than this bundle's. */
export function useBuildCheck(currentBuildId: string = __BUILD_ID__) {
  const { t } = useTranslation();
  const latest = useQuery({
    queryKey: LATEST_BUILD_QUERY_KEY,
    queryFn: latestBuildId,
    // This bundle's build is the latest known when the page starts: the first check is an hour later.
    initialData: currentBuildId,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: BUILD_CHECK_INTERVAL_MS,
    refetchInterval: BUILD_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: false,
    // Offline or restarting: keep what was known, the next check tries again.
    retry: false,
  }).data;
  useEffect(() => {
    if (latest === currentBuildId) return;
    showToast(t("build.updateAvailable"), {
      id: TOAST_ID,
      type: "info",
      durationMs: Number.POSITIVE_INFINITY,
      action: { label: t("build.refresh"), onClick: () => window.location.reload() },
      cancel: { label: t("build.dismiss") },
    });
  }, [latest, currentBuildId, t]);
}
