import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { AppLink } from "../../../lib/prefetch";
import { useSession } from "../../../lib/session";
import styles from "./rounds-history.module.css";

function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuLink({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  const isCurrent = useMatch({ path: to, end: true }) !== null;
  return (
    <AppLink to={to} className={styles.menuLink} aria-current={isCurrent ? "page" : undefined}>
      {icon}
      <span>{label}</span>
    </AppLink>
  );
}

/** The player's rounds history in the menu (favourites come with the server's menu sections). */
export function PlayerGameLinks() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return null;
  return (
    <nav className={styles.menuLinks} aria-label={t("history.menu.label")}>
      <MenuLink to="/history" label={t("history.menu.history")} icon={<HistoryIcon />} />
    </nav>
  );
}
