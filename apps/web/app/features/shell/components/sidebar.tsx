import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useShellData } from "../hooks/use-shell-data";
import { MenuSections } from "./menu-sections";
import styles from "./sidebar.module.css";

/** `footer` ends the menu (Logout for players). */
export function Sidebar({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const { staticInfo, viewer } = useShellData();
  if (!staticInfo) return null;
  return (
    <div className={styles.sidebar}>
      <nav aria-label={t("shell.menu.label")}>
        <MenuSections sections={staticInfo.menu} viewer={viewer} affiliateUrl={staticInfo.affiliateUrl} />
      </nav>
      {footer}
    </div>
  );
}
