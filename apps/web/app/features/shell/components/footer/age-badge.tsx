import { useTranslation } from "../../../../lib/i18n";
import extras from "./footer-extras.module.css";

/** Shown to guests: the site is for adults only. */
export function AgeBadge() {
  const { t } = useTranslation();
  return (
    <span role="img" className={extras.ageBadge} aria-label={t("shell.footer.ageBadgeLabel")}>
      {t("shell.footer.ageBadge")}
    </span>
  );
}
