import { operatorSignOutEndpoint } from "@casino/contracts/operators";
import { Button } from "@casino/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useApi } from "../lib/api";
import type { BackofficeScreen } from "../lib/screens";
import { useOperator, useSetOperator } from "../lib/session";
import { visibleScreens } from "./nav";
import styles from "./shell.module.css";

/**
 * The frame of every signed-in screen: a skip link, the header (who is signed in, sign out), the
 * navigation (only the screens this operator may read) and the main region, which takes focus after each
 * navigation so a screen reader starts at the new screen.
 */
export function ShellLayout({ screens }: { screens: readonly BackofficeScreen[] }) {
  const me = useOperator().data;
  const setOperator = useSetOperator();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const signOut = useMutation({
    mutationFn: () => api.call(operatorSignOutEndpoint),
    onSettled: () => {
      setOperator(null);
      navigate("/sign-in", { replace: true });
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, which is the point.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    setIsMenuOpen(false);
    mainRef.current?.focus();
  }, [location.pathname]);

  const links = visibleScreens(screens, me?.permissions ?? []);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <span className={styles.appName}>Back office</span>
        <Button
          variant="ghost"
          size="sm"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls="backoffice-nav"
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          Menu
        </Button>
        <div className={styles.who}>
          <span>
            {me?.name} <span className={styles.role}>({me?.role.name})</span>
          </span>
          <Button variant="secondary" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {signOut.isPending ? "Signing out…" : "Sign out"}
          </Button>
        </div>
      </header>
      <nav
        id="backoffice-nav"
        aria-label="Back office"
        className={isMenuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
      >
        <ul>
          {links.map((screen) => (
            <li key={screen.path}>
              <NavLink to={`/${screen.path}`} className={styles.navLink}>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
