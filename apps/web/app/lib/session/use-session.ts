import type { AppInit, Brand, Locale, PlayerAppInit } from "@casino/contracts";
import { BRANDS, DEFAULT_LOCALE, isLocale } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { browserApi } from "../api";
import { queries } from "../query";
import type { RootBasics } from "./root-basics";

export interface Session {
  brand: Brand;
  locale: Locale;
  /** Undefined only before app init has ever loaded (the root loader prefetches it, so rarely). */
  appInit: AppInit | undefined;
  /** The signed-in player's app init, or null for a guest. */
  player: PlayerAppInit | null;
  isGuest: boolean;
}

/** Who is visiting, from the root loader (brand, locale) and app init (guest or player). */
export function useSession(): Session {
  const root = useRouteLoaderData<RootBasics>("root");
  const { data: appInit } = useQuery(queries.appInit(browserApi));
  const player = appInit && !appInit.isGuest ? appInit : null;
  return {
    brand: root?.brand ?? BRANDS.funrize,
    locale: root && isLocale(root.locale) ? root.locale : DEFAULT_LOCALE,
    appInit,
    player,
    isGuest: player === null,
  };
}

/** Where a player lands after signing in (spec §2: the lobby on brands that have one, else home). */
export function playerHomePath(brand: Pick<Brand, "flags">): "/lobby/" | "/" {
  return brand.flags.hasPageLobby ? "/lobby/" : "/";
}
