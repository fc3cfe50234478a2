import { emailConfirmResendRoute } from "@casino/contracts/client";
import { Button, type ButtonSize } from "@casino/ui";
import { useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";

/**
 * Sends the signed-in player a new email confirmation link: the banner's button, and the action of the
 * email reward, which the account route puts into the rewards block.
 */
export function ResendConfirmationButton({ size = "sm" }: { size?: ButtonSize }) {
  const { t } = useTranslation();
  const { player, locale } = useSession();
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  async function resend() {
    if (isSending) return;
    setIsSending(true);
    try {
      await browserApi.call(emailConfirmResendRoute);
      setIsSent(true);
      showToast(t("auth.emailBanner.sent", { email: player?.email }), { type: "success" });
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Button variant="secondary" size={size} onClick={resend} aria-disabled={isSending}>
      {isSent ? t("auth.emailBanner.resendAgain") : t("auth.emailBanner.resend")}
    </Button>
  );
}
