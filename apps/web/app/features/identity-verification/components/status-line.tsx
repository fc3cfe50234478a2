import type { IdentityVerification } from "@casino/contracts";
import { useTranslation } from "../../../lib/i18n";
import styles from "./identity-verification.module.css";

/** The player's verification status in words, with the reason of a rejection; announced when it changes. */
export function StatusLine({ verification }: { verification: IdentityVerification }) {
  const { t } = useTranslation();
  return (
    <div className={styles.status} role="status">
      <span>{t("identity.statusLabel")}</span>{" "}
      <strong className={styles.badge} data-status={verification.status}>
        {t(`identity.status.${verification.status}`)}
      </strong>
      {verification.status === "rejected" && verification.rejectReason ? (
        <p className={styles.reason}>{verification.rejectReason}</p>
      ) : null}
    </div>
  );
}
