import { logoutRoute } from "@casino/contracts/client";
import { useCallback, useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useAfterSignOut, useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { clearWelcomePending } from "../model/welcome-pending";

/** Signs out (spec §4): once the server reports success, the page forgets the player and goes home. */
export function useLogout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const afterSignOut = useAfterSignOut();
  const [isPending, setIsPending] = useState(false);

  const logout = useCallback(async () => {
    if (isPending) return;
    setIsPending(true);
    try {
      await browserApi.call(logoutRoute);
      // Spec §4: a signed-out tab owes nobody a welcome any more.
      clearWelcomePending();
      await afterSignOut();
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setIsPending(false);
    }
  }, [isPending, afterSignOut, t, locale]);

  return { logout, isPending };
}
