import { buttonClassName } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useShellData } from "../hooks/use-shell-data";
import styles from "./not-found-page.module.css";

/** Spec §2/§8: the 404 page names the missing path and offers the way home. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { homePath } = useShellData();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t("shell.notFound.title", { path })}</h1>
      <p className={styles.text}>{t("shell.notFound.text")}</p>
      <AppLink to={homePath} className={buttonClassName({ size: "lg" })}>
        {t("shell.notFound.home")}
      </AppLink>
    </section>
  );
}

/** Any other failure of a page: no internals shown, a way home offered. */
export function PageErrorMessage() {
  const { t } = useTranslation();
  const { homePath } = useShellData();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t("shell.error.title")}</h1>
      <p className={styles.text}>{t("shell.error.text")}</p>
      <AppLink to={homePath} className={buttonClassName({ size: "lg" })}>
        {t("shell.notFound.home")}
      </AppLink>
    </section>
  );
}
