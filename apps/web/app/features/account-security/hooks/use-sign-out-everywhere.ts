import { signOutEverywhereRoute } from "@casino/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { ApiError, browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useAfterSignOut, useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

/**
 * Ends every session of the account, this one included. Only once the server has done so does the page
 * forget the player and go home; a refusal leaves the page as it was and says why in a toast.
 */
export function useSignOutEverywhere({ onError }: { onError: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const afterSignOut = useAfterSignOut();
  return useMutation({
    mutationFn: () => browserApi.call(signOutEverywhereRoute),
    onSuccess: async () => {
      await afterSignOut();
      showToast(t("accountSecurity.signOutEverywhere.done"), { type: "success" });
    },
    onError: async (error) => {
      onError();
      showToast(apiErrorText(t, locale, error), { type: "error" });
      // This session had already ended (another device signed out everywhere): the page catches up.
      if (error instanceof ApiError && error.status === 401) await afterSignOut();
    },
  });
}
