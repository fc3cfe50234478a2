import { Button } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import styles from "./payments.module.css";

/** Dictionary keys of the refusals' titles; the server's message says the details (which limit, until when). */
const TITLE_KEYS: Partial<Record<string, string>> = {
  PURCHASE_LIMIT_EXCEEDED: "payments.refused.limit",
  PLAY_BLOCKED: "payments.refused.blocked",
  JURISDICTION_RESTRICTED: "payments.refused.jurisdiction",
  PRESET_UNAVAILABLE: "payments.refused.unavailable",
  PRESET_NOT_FOUND: "payments.refused.unavailable",
};

/**
 * The server refused the purchase before any charge (a purchase limit, a block, where the player is, a
 * package no longer on sale): its reason in place of the payment, and the way back to the packages.
 */
export function CheckoutRefusal({
  code,
  message,
  onBack,
}: {
  code: string;
  message: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <div role="alert" className={styles.alert}>
        <p>{t(TITLE_KEYS[code] ?? "payments.refused.other")}</p>
        <p>{message}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onBack}>{t("payments.backToPackages")}</Button>
      </div>
    </div>
  );
}
