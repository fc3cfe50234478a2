import type { MenuItem } from "@casino/contracts";
import { Badge, MaskIcon, VisuallyHidden } from "@casino/ui";
import { useLocation, useMatch } from "react-router";
import { guestLinkTarget } from "../../../lib/guest-guard";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useShellData } from "../hooks/use-shell-data";
import { isExternalUrl } from "../model/menu-visibility";

/** Class names from the caller's CSS Module: the sidebar lays entries out in rows, the tap bar in columns. */
export interface MenuLinkClasses {
  link?: string;
  label?: string;
  badge?: string;
  external?: string;
}

/** Whether the entry points at the current page; `/` only matches itself, others their subpages too. */
function useIsCurrent(url: string): boolean {
  const path = url.split(/[?#]/)[0] || "/";
  return useMatch({ path, end: path === "/" }) !== null;
}

/**
 * One sidebar or tap-bar entry. Internal links go through AppLink (the spec's prefetch rules), mark the
 * current page with `aria-current` and swap to the active icon; external ones open a new tab without
 * giving it a handle on this window. A guest's link to a guarded action leads to sign-up (spec §5).
 */
export function MenuLink({ item, classes }: { item: MenuItem; classes: MenuLinkClasses }) {
  const { t } = useTranslation();
  const isCurrent = useIsCurrent(item.url);
  const { isGuest } = useShellData();
  const { search } = useLocation();
  const badge = item.is_new ? <Badge className={classes.badge}>{t("shell.menu.new")}</Badge> : null;
  if (isExternalUrl(item)) {
    return (
      <a className={classes.link} href={item.url} target="_blank" rel="noopener noreferrer">
        <MaskIcon src={item.image} />
        <span className={classes.label}>{item.title}</span>
        <MaskIcon src="/icons/external.svg" size="1rem" className={classes.external} />
        <VisuallyHidden>{t("shell.opensInNewTab")}</VisuallyHidden>
        {badge}
      </a>
    );
  }
  return (
    <AppLink
      className={classes.link}
      to={guestLinkTarget(item.url, { isGuest, search })}
      aria-current={isCurrent ? "page" : undefined}
    >
      <MaskIcon src={isCurrent ? (item.image_active ?? item.image) : item.image} />
      <span className={classes.label}>{item.title}</span>
      {badge}
    </AppLink>
  );
}
