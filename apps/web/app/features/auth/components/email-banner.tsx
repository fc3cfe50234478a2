import { emailConfirmResendEndpoint } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useSession } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import styles from "./auth.module.css";

/** Spec §5: a banner while the player's primary contact is an email that is not confirmed yet. */
export function EmailBanner() {
  const { t } = useTranslation();
  const { player, locale } = useSession();
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);
  if (player?.playerInfo.primaryContact !== "email" || player.playerInfo.emailConfirmed) return null;

  async function resend() {
    if (isSending) return;
    setIsSending(true);
    try {
      await browserApi.call(emailConfirmResendEndpoint);
      setIsSent(true);
      showToast(t("auth.emailBanner.sent", { email: player?.email }), { type: "success" });
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className={styles.banner} aria-labelledby="email-banner-text">
      <p id="email-banner-text">{t("auth.emailBanner.text", { email: player.email })}</p>
      <Button variant="secondary" size="sm" onClick={resend} aria-disabled={isSending}>
        {isSent ? t("auth.emailBanner.resendAgain") : t("auth.emailBanner.resend")}
      </Button>
    </section>
  );
}
