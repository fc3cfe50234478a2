import type { Brand, Locale, StaticInfo } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { queries } from "../../../lib/query";
import { useBrand, useLocale, useViewer } from "../../../lib/session";
import { type Viewer, viewerFromAppInit } from "../model/menu-visibility";

export interface ShellData {
  brand: Brand;
  locale: Locale;
  isGuest: boolean;
  viewer: Viewer;
  /** Spec §2: the logo and "return home" lead guests to `/` and players to `/lobby/`. */
  homePath: "/" | "/lobby/";
  /** Menus, footer and about text; prefetched by the root loader, so present on the server render. */
  staticInfo: StaticInfo | undefined;
}

/**
 * Everything the shell renders from: root loader data, app init (or the page's player class until it
 * loads, decision 024) and static info.
 */
export function useShellData(): ShellData {
  const brand = useBrand();
  const locale = useLocale();
  const pageViewer = useViewer();
  const viewer = viewerFromAppInit(pageViewer);
  const { data: staticInfo } = useQuery({
    ...queries.staticInfo(browserApi, locale, viewer.isGuest),
    enabled: pageViewer !== undefined,
  });
  return {
    brand,
    locale,
    isGuest: viewer.isGuest,
    viewer,
    homePath: viewer.isGuest ? "/" : "/lobby/",
    staticInfo,
  };
}
