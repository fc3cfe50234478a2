import type { FooterLink } from "@casino/contracts";
import { useId } from "react";
import { useTranslation } from "../../../../lib/i18n";
import { AppLink } from "../../../../lib/prefetch";
import { isLinkAvailable } from "../../../../lib/site-pages";
import styles from "./footer.module.css";

/** Spec §2: the footer's legal links are the footer menu items of column `second_column`. */
export const LEGAL_COLUMN = "second_column";

export function FooterLegal({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const legal = links.filter((link) => link.column === LEGAL_COLUMN && isLinkAvailable(link.url));
  if (legal.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("shell.footer.legalHeading")}
      </h2>
      <ul className={styles.list}>
        {legal.map((link) => (
          <li key={link.url}>
            <AppLink to={link.url}>{link.title}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
