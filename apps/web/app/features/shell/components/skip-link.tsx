import { useTranslation } from "../../../lib/i18n";
import styles from "./skip-link.module.css";

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {t("shell.skipToContent")}
    </a>
  );
}
