import { MaskIcon } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useShellData } from "../hooks/use-shell-data";
import { visibleMenuItems } from "../model/menu-visibility";
import styles from "./bottom-bar.module.css";
import { MenuLink } from "./menu-link";
import { MenuToggle, type MenuToggleProps } from "./menu-toggle";

const linkClasses = {
  link: styles.item,
  label: styles.label,
  badge: styles.badge,
  external: styles.external,
};

/** Spec §2: tap-bar items plus a Menu toggle; guests also get Sign In and Sign Up. */
export function BottomBar({ isMenuOpen, onMenuOpen }: MenuToggleProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { staticInfo, viewer, isGuest } = useShellData();
  const items = visibleMenuItems(staticInfo?.tapBar ?? [], viewer);
  return (
    <nav className={styles.bar} aria-label={t("shell.bottomBar.label")}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.url}|${item.title}`}>
            <MenuLink item={item} classes={linkClasses} />
          </li>
        ))}
        {isGuest ? (
          <>
            <li>
              <AppLink className={styles.item} to={`/signin/${search}`}>
                <MaskIcon src="/icons/sign-in.svg" />
                <span className={styles.label}>{t("shell.auth.signIn")}</span>
              </AppLink>
            </li>
            <li>
              <AppLink className={`${styles.item} ${styles.signUp}`} to={`/signup/${search}`}>
                <MaskIcon src="/icons/sign-up.svg" />
                <span className={styles.label}>{t("shell.auth.signUp")}</span>
              </AppLink>
            </li>
          </>
        ) : null}
        <li>
          <MenuToggle isMenuOpen={isMenuOpen} onMenuOpen={onMenuOpen} className={styles.item}>
            <span className={styles.label}>{t("shell.menu.toggle")}</span>
          </MenuToggle>
        </li>
      </ul>
    </nav>
  );
}
