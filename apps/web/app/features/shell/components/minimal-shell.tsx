import type { ReactNode } from "react";
import { useShellData } from "../hooks/use-shell-data";
import { LocaleSwitcher } from "./locale-switcher";
import { Logo } from "./logo";
import styles from "./minimal-shell.module.css";
import { SkipLink } from "./skip-link";

const MAIN_ID = "main-content";

/**
 * The auth and geoblock layouts of spec §2: logo, language, the page and nothing else. Auth pages sit on
 * a centred card with a logo that leads home; the geoblock page has no way into the site, so its logo
 * is not a link.
 */
export function MinimalShell({ children, variant }: { children: ReactNode; variant: "auth" | "geoblock" }) {
  const { brand, homePath } = useShellData();
  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <header className={styles.top}>
        <Logo brand={brand} to={variant === "auth" ? homePath : undefined} />
        <LocaleSwitcher />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={variant === "auth" ? styles.card : styles.plain}>{children}</div>
      </main>
    </div>
  );
}
