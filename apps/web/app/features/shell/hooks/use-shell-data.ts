import type { Brand, Locale, StaticInfo } from "@casino/contracts";
import { BRANDS, DEFAULT_LOCALE, isLocale } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { browserApi } from "../../../lib/api";
import { queries } from "../../../lib/query";
import type { RootBasics } from "../../../lib/session";
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

/** Everything the shell renders from: root loader data, app init and static info. */
export function useShellData(): ShellData {
  const root = useRouteLoaderData<RootBasics>("root");
  const brand = root?.brand ?? BRANDS.funrize;
  const locale = root && isLocale(root.locale) ? root.locale : DEFAULT_LOCALE;
  const { data: appInit } = useQuery(queries.appInit(browserApi));
  const viewer = viewerFromAppInit(appInit);
  const { data: staticInfo } = useQuery({
    ...queries.staticInfo(browserApi, locale, viewer.isGuest),
    enabled: appInit !== undefined,
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
