import { VisuallyHidden } from "@casino/ui";
import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useIsGuest } from "../../../lib/session";
import styles from "./search.module.css";
import { SearchIcon } from "./search-icon";

/**
 * The header's search button (spec §2): signed-in players only, and hidden while a game is open (the
 * `game` query). It leads to the search page, which keeps focus in its field.
 */
export function HeaderSearchLink() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (isGuest || params.has("game")) return null;
  return (
    <AppLink
      to="/search"
      className={styles.headerLink}
      aria-current={pathname === "/search" ? "page" : undefined}
    >
      <SearchIcon />
      <VisuallyHidden>{t("search.open")}</VisuallyHidden>
    </AppLink>
  );
}
