import type { AccountSecurity } from "@casino/contracts";
import { useId } from "react";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useCodeSignIn } from "../hooks/use-code-sign-in";
import styles from "./security-section.module.css";

/**
 * "Sign in with a code sent by e-mail" as a switch. An account without a password signs in only by code,
 * so for it the switch is on, cannot be changed, and says why.
 */
export function CodeSignInSwitch({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation();
  const id = useId();
  const isHydrated = useHydrated();
  const { mutate, isPending } = useCodeSignIn();
  const isLocked = !security.hasPassword;
  const isOn = security.isCodeSignInEnabled;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {t("accountSecurity.codeSignIn.label")}
        </span>
        <p id={`${id}-hint`} className={styles.hint}>
          {isLocked ? t("accountSecurity.codeSignIn.noPassword") : t("accountSecurity.codeSignIn.hint")}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={isPending || undefined}
        aria-disabled={isPending || undefined}
        disabled={isLocked || !isHydrated}
        onClick={() => {
          if (!isPending) mutate(!isOn);
        }}
      >
        <span className={styles.thumb} aria-hidden="true" />
        <span className={styles.state} aria-hidden="true">
          {isOn ? t("accountSecurity.codeSignIn.on") : t("accountSecurity.codeSignIn.off")}
        </span>
      </button>
    </div>
  );
}
