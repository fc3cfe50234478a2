import { useTranslation } from "../../../lib/i18n";
import styles from "./auth.module.css";

/**
 * Shown when sign-up met an address that may already have an account: the answer never says which, the
 * owner gets an email instead (auth contract, `isSignedIn: false`).
 */
export function CheckEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status">
      <h2 className={styles.title}>{t("auth.checkEmail.title")}</h2>
      <p>{t("auth.checkEmail.text", { email })}</p>
    </div>
  );
}
