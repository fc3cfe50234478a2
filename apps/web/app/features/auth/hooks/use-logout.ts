import { logoutEndpoint } from "@casino/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { browserApi } from "../../../lib/api";
import { clearReferralCodes } from "../../../lib/cookies";
import { apiErrorText } from "../../../lib/forms";
import { PLAYER_QUERY_KEYS, queries } from "../../../lib/query";
import { useSession } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

/** Spec §4: static info is loaded again this long after signing out. */
export const STATIC_INFO_RELOAD_DELAY_MS = 5_000;

/**
 * Signs out (spec §4): once the server reports success, the guest flag is set again (app init reloaded
 * as a guest), the referral and invite codes and every cached piece of the player (profile, balances)
 * are dropped, the visitor goes home, and the static info is reloaded after 5 s.
 */
export function useLogout() {
  const { t } = useTranslation();
  const { locale } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const logout = useCallback(async () => {
    if (isPending) return;
    setIsPending(true);
    try {
      await browserApi.call(logoutEndpoint);
      clearReferralCodes();
      queryClient.removeQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== PLAYER_QUERY_KEYS.appInit[0] && queryKey[0] !== "static-info",
      });
      await queryClient.fetchQuery({ ...queries.appInit(browserApi), staleTime: 0 });
      await navigate("/", { replace: true });
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ["static-info"] });
      }, STATIC_INFO_RELOAD_DELAY_MS);
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setIsPending(false);
    }
  }, [isPending, queryClient, navigate, t, locale]);

  return { logout, isPending };
}
