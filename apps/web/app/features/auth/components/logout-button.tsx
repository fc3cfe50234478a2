import { StrokeIcon } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { useLogout } from "../hooks/use-logout";
import styles from "./auth.module.css";

/** Logout at the end of the sidebar and of the mobile menu (spec §2); players only. */
export function LogoutButton() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  const { logout, isPending } = useLogout();
  if (isGuest) return null;
  return (
    <button type="button" className={styles.logout} onClick={logout} aria-disabled={isPending}>
      <StrokeIcon d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
      <span>{isPending ? t("auth.logout.pending") : t("auth.logout.label")}</span>
    </button>
  );
}
