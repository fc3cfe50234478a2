import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import styles from "./auth.module.css";
import { ResendConfirmationButton } from "./resend-confirmation-button";

/** Spec §5: a banner while the player's primary contact is an email that is not confirmed yet. */
export function EmailBanner() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (player?.playerInfo.primaryContact !== "email" || player.playerInfo.emailConfirmed) return null;
  return (
    <section className={styles.banner} aria-labelledby="email-banner-text">
      <p id="email-banner-text">{t("auth.emailBanner.text", { email: player.email })}</p>
      <ResendConfirmationButton />
    </section>
  );
}
