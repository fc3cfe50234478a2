import { MaskIcon } from "@casino/ui";
import { useId } from "react";
import { useTranslation } from "../../../../lib/i18n";
import styles from "./footer.module.css";

/** Help block: the support email (spec §2 also lists a support chat; its issue adds it here once built). */
export function FooterHelp({ email }: { email: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("shell.footer.helpHeading")}
      </h2>
      <p className={styles.helpText}>{t("shell.footer.helpText")}</p>
      <a className={styles.mail} href={`mailto:${email}`}>
        <MaskIcon src="/icons/mail.svg" size="1.25rem" />
        {email}
      </a>
    </section>
  );
}
