import { menuLinksClassNames } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { CurrentPageLink } from "../../../lib/prefetch";
import { useSession } from "../../../lib/session";

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
      />
    </svg>
  );
}

function AccountLink({ to, label }: { to: string; label: string }) {
  return (
    <CurrentPageLink to={to} className={menuLinksClassNames.link}>
      <PersonIcon />
      <span>{label}</span>
    </CurrentPageLink>
  );
}

/**
 * The player's own pages at the end of the menu: the account, and the partners' area for affiliates (known
 * once app init has loaded, decision 024).
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const { player, isGuest } = useSession();
  if (isGuest) return null;
  return (
    <nav className={menuLinksClassNames.group} aria-label={t("account.menu.label")}>
      <AccountLink to="/account" label={t("account.menu.account")} />
      <AccountLink to="/account/responsible-play" label={t("account.menu.responsiblePlay")} />
      {player?.playerInfo.isAffiliate ? (
        <AccountLink to="/affiliates/partners-account" label={t("account.menu.partners")} />
      ) : null}
    </nav>
  );
}
