import { lazy, type MouseEvent, type ReactNode, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { copyrightYear } from "../model/format";
import styles from "./app-shell.module.css";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer/footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";
import { SkipLink } from "./skip-link";

export const MAIN_CONTENT_ID = "main-content";

/** The phone menu (a modal dialog) loads when it is first opened, not with every page (issue #10). */
const MenuDrawer = lazy(() => import("./menu-drawer").then((module) => ({ default: module.MenuDrawer })));

/** Pieces other features put into the shell; the layout composes them (features never import each other). */
export interface ShellSlots {
  /** Header controls for signed-in players (the balance switcher). */
  headerActions?: ReactNode;
  /** The end of the sidebar and of the mobile menu (Logout). */
  menuFooter?: ReactNode;
  /** Shown above every page's content (the email confirmation banner). */
  notices?: ReactNode;
  /** The footer's help column, before the support email (the support chat's button). */
  footerHelp?: ReactNode;
}

/** The default layout of spec §2: header, sidebar (desktop), drawer and bottom bar (mobile), footer. */
export function AppShell({
  children,
  renderedAt,
  slots = {},
  isUnderGame = false,
}: {
  children: ReactNode;
  renderedAt: string;
  slots?: ShellSlots;
  /**
   * A game is open over the page (the game modal, spec §2). The header stays in sight and in use above
   * it (its search button hides, spec §2; the balance follows each spin and switches mode), while the
   * page the game covers (sidebar, content, footer, bottom bar) is inert: out of reach of the pointer,
   * the keyboard and screen readers alike.
   */
  isUnderGame?: boolean;
}) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  // Following a link closes the drawer; adjusted during render so the new page never paints under it.
  const { key } = useLocation();
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIsMenuOpen(false);
  }

  // Once opened the drawer stays mounted (closed), so it closes with its own focus return.
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    openerRef.current = event.currentTarget;
    setHasMenuOpened(true);
    setIsMenuOpen(true);
  };

  return (
    <div className={styles.shell} data-under-game={isUnderGame || undefined}>
      {isUnderGame ? null : <SkipLink targetId={MAIN_CONTENT_ID} />}
      <Header isMenuOpen={isMenuOpen} onMenuOpen={openMenu} actions={slots.headerActions} />
      <div className={styles.body} inert={isUnderGame}>
        <Sidebar footer={slots.menuFooter} />
        <div className={styles.content}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            {slots.notices}
            {children}
          </main>
          <Footer year={copyrightYear(renderedAt)} help={slots.footerHelp} />
        </div>
      </div>
      {isUnderGame ? null : <BottomBar isMenuOpen={isMenuOpen} onMenuOpen={openMenu} />}
      {hasMenuOpened ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={isMenuOpen}
            onOpenChange={setIsMenuOpen}
            returnFocusRef={openerRef}
            footer={slots.menuFooter}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
