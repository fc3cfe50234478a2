import { menuLinksClassNames } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { redeemQuery } from "../redemptions-query";

/** The cash box's redeem page (spec §2 `/cash/redeem/` as the hash route). */
export const REDEEM_HASH = "#/cash/redeem/";

function RedeemIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The menu's "Redeem" while the brand's redemptions are open (spec §5 "Redeem only when redeem status
 * active and in SweepStakes"). A player who still has to verify their identity or is somewhere redeeming
 * is not allowed sees it too: the redeem page tells them why and what to do.
 */
export default function RedeemMenuEntry() {
  const { t } = useTranslation();
  const { player } = useSession();
  const { data } = useQuery({
    ...redeemQuery(browserApi, player?.playerInfo.id ?? "none"),
    enabled: player !== null,
    // The menu only needs to know whether redeeming is open; the page asks again when it opens.
    staleTime: 60_000,
  });
  const reason = data?.redeemStatus.reason;
  if (!data || reason === "inactive" || reason === "notSweepStakes") return null;
  return (
    <nav className={menuLinksClassNames.group} aria-label={t("redeem.menu.label")}>
      <a href={REDEEM_HASH} className={menuLinksClassNames.link}>
        <RedeemIcon />
        <span>{t("redeem.menu.redeem")}</span>
      </a>
    </nav>
  );
}
