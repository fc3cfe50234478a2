import type { AppInit, Brand, Locale, PlayerAppInit, PlayerPageClass } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { browserApi } from "../api";
import { queries } from "../query";
import type { RootBasics } from "./root-basics";
import { type PageViewer, useBrand, useLocale, useViewer } from "./use-page-basics";

export interface Session {
  brand: Brand;
  locale: Locale;
  /**
   * Undefined before app init has loaded: rarely on a guest's page (the root loader prefetches it), and
   * until just after hydration on a page kept for a class of players (decision 024).
   */
  appInit: AppInit | undefined;
  /** The signed-in player's app init, or null for a guest and while it loads. */
  player: PlayerAppInit | null;
  /** From app init, or from the page's player class while app init loads; undefined when neither is known. */
  viewer: PageViewer | undefined;
  /**
   * The class of a signed-in player whose app init is still loading on a page kept for players of that
   * class (decision 024): what the page holds room for until the player's own data comes. Null otherwise.
   */
  pendingPlayer: PlayerPageClass | null;
  isGuest: boolean;
}

/**
 * Who is visiting, from the root loader (brand, locale, a page's player class) and app init (guest or
 * player).
 */
export function useSession(): Session {
  const root = useRouteLoaderData<RootBasics>("root");
  const { data: appInit } = useQuery(queries.appInit(browserApi));
  const player = appInit && !appInit.isGuest ? appInit : null;
  const playerPageClass = root?.playerPageClass;
  const viewer = useViewer();
  return {
    brand: useBrand(),
    locale: useLocale(),
    appInit,
    player,
    viewer,
    pendingPlayer: appInit === undefined ? (playerPageClass ?? null) : null,
    isGuest: viewer?.isGuest ?? true,
  };
}

/** Where a player lands after signing in (spec §2: the lobby on brands that have one, else home). */
export function playerHomePath(brand: Pick<Brand, "flags">): "/lobby/" | "/" {
  return brand.flags.hasPageLobby ? "/lobby/" : "/";
}
