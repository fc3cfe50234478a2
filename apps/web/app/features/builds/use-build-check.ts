import { latestBuildRoute } from "@casino/contracts/client";
import { useEffect } from "react";
import { browserApi } from "../../lib/api";
import { useTranslation } from "../../lib/i18n";
import { showToast } from "../../lib/toasts";

/** Spec §9: the running build is checked hourly. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const TOAST_ID = "build-update";

/** Asks the server which build it runs; a different id than this bundle's offers a refresh. */
export async function isNewBuildAvailable(currentBuildId: string, now: number): Promise<boolean> {
  const latest = await browserApi.call(latestBuildRoute, { query: { timestamp: String(now) } });
  return latest.id !== currentBuildId;
}

export function useBuildCheck(currentBuildId: string = __BUILD_ID__) {
  const { t } = useTranslation();
  useEffect(() => {
    let announced = false;
    const check = async () => {
      if (announced) return;
      try {
        if (!(await isNewBuildAvailable(currentBuildId, Date.now()))) return;
      } catch {
        return; // Offline or server restarting: the next hourly check tries again.
      }
      announced = true;
      showToast(t("build.updateAvailable"), {
        id: TOAST_ID,
        type: "info",
        durationMs: Number.POSITIVE_INFINITY,
        action: { label: t("build.refresh"), onClick: () => window.location.reload() },
        cancel: { label: t("build.dismiss") },
      });
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [currentBuildId, t]);
}
