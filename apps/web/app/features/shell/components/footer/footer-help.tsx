import { MaskIcon } from "@casino/ui";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../../../lib/i18n";
import styles from "./footer.module.css";

/** Help block (spec §2): the support chat (`children`, from the layout), then the support email. */
export function FooterHelp({ email, children }: { email: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("shell.footer.helpHeading")}
      </h2>
      <p className={styles.helpText}>{t("shell.footer.helpText")}</p>
      {children}
      <a className={styles.mail} href={`mailto:${email}`}>
        <MaskIcon src="/icons/mail.svg" size="1.25rem" />
        {email}
      </a>
    </section>
  );
}
