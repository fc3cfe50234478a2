import { useTranslation } from "../../../lib/i18n";
import { passwordStrength } from "../model/password-strength";
import styles from "./auth.module.css";

const LEVEL_KEYS = [
  "auth.strength.tooWeak",
  "auth.strength.weak",
  "auth.strength.fair",
  "auth.strength.good",
  "auth.strength.strong",
] as const;

/**
 * How strong the typed password is, with up to two tips. The text (not the bars) is what the password
 * input points at with `aria-describedby`, so a screen reader hears the level with the field.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  if (!password) {
    return (
      <p id={id} className={styles.muted}>
        {t("auth.strength.rules")}
      </p>
    );
  }
  const { level, tips } = passwordStrength(password);
  return (
    <div className={styles.meter}>
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={styles.bar}
            data-on={bar <= level ? "true" : "false"}
            data-level={level}
          />
        ))}
      </div>
      <div id={id}>
        <p>{t("auth.strength.label", { level: t(LEVEL_KEYS[level]) })}</p>
        {tips.length > 0 && level < 4 ? (
          <ul className={styles.tips}>
            {tips.slice(0, 2).map((tip) => (
              <li key={tip}>{t(`auth.strength.tip.${tip}`)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
