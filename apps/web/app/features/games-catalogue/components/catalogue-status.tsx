import { Button, pageClassNames, VisuallyHidden } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import styles from "./catalogue-pages.module.css";

/** While the catalogue loads: a few card-shaped placeholders, announced as busy. */
export function GamesPlaceholder({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} aria-busy="true" role="status">
      <VisuallyHidden>{t("games.loading")}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className={styles.placeholderCard} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The catalogue could not be loaded (spec §8 logs the reason): say so and offer another try. */
export function GamesLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={pageClassNames.notice} role="alert">
      <p>{t("games.loadFailed")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("games.retry")}
      </Button>
    </div>
  );
}
