import { menuLinksClassNames } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { CurrentPageLink } from "../../../lib/prefetch";
import { useIsGuest } from "../../../lib/session";

function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The player's rounds history in the menu (favourites come with the server's menu sections). */
export function PlayerGameLinks() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  if (isGuest) return null;
  return (
    <nav className={menuLinksClassNames.group} aria-label={t("history.menu.label")}>
      <CurrentPageLink to="/history" className={menuLinksClassNames.link}>
        <HistoryIcon />
        <span>{t("history.menu.history")}</span>
      </CurrentPageLink>
    </nav>
  );
}
