import { buttonClassName, VisuallyHidden } from "@casino/ui";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useShellData } from "../hooks/use-shell-data";
import { AuthButtons } from "./auth-buttons";
import styles from "./header.module.css";
import { LocaleSwitcher } from "./locale-switcher";
import { Logo } from "./logo";
import { MenuToggle, type MenuToggleProps } from "./menu-toggle";

interface HeaderProps extends MenuToggleProps {
  /** Controls for signed-in players (the balance switcher); guests get Sign In and Sign Up instead. */
  actions?: ReactNode;
}

export function Header({ isMenuOpen, onMenuOpen, actions }: HeaderProps) {
  const { t } = useTranslation();
  const { brand, homePath, isGuest } = useShellData();
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <MenuToggle
          isMenuOpen={isMenuOpen}
          onMenuOpen={onMenuOpen}
          className={buttonClassName({ variant: "ghost", className: styles.menuToggle })}
        >
          <VisuallyHidden>{t("shell.menu.toggle")}</VisuallyHidden>
        </MenuToggle>
        <Logo brand={brand} to={homePath} />
      </div>
      <div className={styles.end}>
        {/* With player controls a phone header has no room for the language: the menu offers it there. */}
        {isGuest || !actions ? (
          <LocaleSwitcher />
        ) : (
          <div className={styles.playerLocale}>
            <LocaleSwitcher />
          </div>
        )}
        {isGuest ? <AuthButtons className={styles.auth} /> : actions}
      </div>
    </header>
  );
}
