import type { MenuSection } from "@casino/contracts";
import { MaskIcon, VisuallyHidden } from "@casino/ui";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { type Viewer, visibleMenuItems } from "../model/menu-visibility";
import { MenuLink } from "./menu-link";
import styles from "./menu-sections.module.css";

const linkClasses = { link: styles.link, label: styles.label, external: styles.external };

interface MenuSectionsProps {
  sections: readonly MenuSection[];
  viewer: Viewer;
  affiliateUrl: string;
}

/** The menu of the sidebar and of the mobile drawer: server sections filtered per spec §5. */
export function MenuSections({ sections, viewer, affiliateUrl }: MenuSectionsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => {
        const items = visibleMenuItems(section.items, viewer);
        if (items.length === 0) return null;
        const titleId = `${baseId}-section-${index}`;
        return (
          <div key={section.title ?? titleId}>
            {section.title ? (
              <p id={titleId} className={styles.sectionTitle}>
                {section.title}
              </p>
            ) : null}
            <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
              {items.map((item) => (
                <li key={`${item.url}|${item.title}`}>
                  <MenuLink item={item} classes={linkClasses} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href={affiliateUrl} target="_blank" rel="noopener noreferrer">
            <MaskIcon src="/icons/partners.svg" />
            <span className={styles.label}>{t("shell.menu.affiliate")}</span>
            <MaskIcon src="/icons/external.svg" size="1rem" className={styles.external} />
            <VisuallyHidden>{t("shell.opensInNewTab")}</VisuallyHidden>
          </a>
        </li>
      </ul>
    </div>
  );
}
