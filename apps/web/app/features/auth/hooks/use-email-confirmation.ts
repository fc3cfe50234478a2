import { emailConfirmRoute } from "@casino/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { creditsText } from "../model/credits-text";
import { welcomeCreditsQuery } from "../welcome-credits-query";

/** Spec §2 query `openNotify=EMAIL_VERIFIED`; the confirmation link adds its single-use token. */
export const EMAIL_VERIFIED_NOTIFY = "EMAIL_VERIFIED";
export const CONFIRM_TOKEN_PARAM = "confirmToken";

/** The query without the notice and its token, so a reload or a shared URL does not repeat them. */
export function withoutNotifyParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("openNotify");
  params.delete(CONFIRM_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The landing of the email confirmation link (`/?openNotify=EMAIL_VERIFIED&confirmToken=…`): confirms the
 * address with the token, shows the EMAIL_VERIFIED notice naming what the confirmation credited (when the
 * link is opened signed in), refreshes the player's data and takes the token out of the address bar.
 * Without a token the notice alone is shown.
 */
export function useEmailConfirmation() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get("openNotify") !== EMAIL_VERIFIED_NOTIFY) return;
    const token = params.get(CONFIRM_TOKEN_PARAM);
    const key = token ?? "notice";
    if (handled.current === key) return;
    handled.current = key;
    void navigate(`${pathname}${withoutNotifyParams(search)}${hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    const confirm = token ? browserApi.call(emailConfirmRoute, { body: { token } }) : Promise.resolve(null);
    confirm
      .then(async () => {
        // Signed out (the link opened in another browser), the server tells nothing: a plain thank-you.
        const credited = await queryClient.fetchQuery(welcomeCreditsQuery(browserApi)).then(
          (credits) => credits.emailConfirmed,
          () => null,
        );
        showToast(t("auth.emailVerified.title"), {
          type: "success",
          id: EMAIL_VERIFIED_NOTIFY,
          description: credited
            ? t("auth.emailVerified.credited", { credits: creditsText(t, locale, credited) })
            : t("auth.emailVerified.text"),
          durationMs: 8_000,
        });
        await refreshPlayerData(queryClient);
      })
      .catch((error: unknown) => {
        showToast(apiErrorText(t, locale, error, { TOKEN_INVALID: "auth.emailVerified.tokenInvalid" }), {
          type: "error",
          durationMs: 8_000,
        });
      });
  }, [search, pathname, hash, navigate, queryClient, t, locale]);
}

/** Mounted once at the root so the link works on any page. */
export function EmailConfirmation() {
  useEmailConfirmation();
  return null;
}
