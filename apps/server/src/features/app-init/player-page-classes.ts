import type { Brand, PlayerPageClass } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { type PlayerAppStart, playerAppStart } from "./app-init.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The classes of players' pages that are kept for a class of players (decision 024). */
    playerPageClasses: PlayerPageClasses;
  }
}

/**
 * The class of a player's pages, from their app init: null when the pages are theirs alone (a
 * registration to finish or an e-mail to confirm puts a step or a banner on every page; an account that
 * is not active). The rows the player has are in it, so that a kept page holds their place.
 */
export function pageClassOf(appInit: PlayerAppStart): PlayerPageClass | null {
  const { playerInfo } = appInit;
  if (!appInit.Registration.complete || playerInfo.accountStatus !== "ACTIVE") return null;
  if (playerInfo.primaryContact === "email" && !playerInfo.emailConfirmed) return null;
  return {
    playerRestrictionIdsHash: appInit.playerRestrictionIdsHash,
    hasDeposits: appInit.hasDeposits,
    buildId: appInit.buildId,
    hasLastGames: appInit.lastGames.length > 0,
    hasFavorites: appInit.favoriteGames.length > 0,
  };
}

export interface PlayerPageClasses {
  /** The player's class as their last app init on this node showed it, else from a fresh app init. */
  of(brand: Brand, playerId: string): Promise<PlayerPageClass | null>;
  /** Remembers the class an app init answer shows. */
  note(playerId: string, appInit: PlayerAppStart): void;
}

/** About 100 bytes each: a few MiB for the players of a busy node. */
const CLASSES_KEPT = 50_000;

/**
 * Players' page classes as their latest app init showed them (decision 024). The browser loads app init
 * after each kept page and after every change of the account, so a class is at most one page behind;
 * a class only shapes the shared page (which rows hold a place, which catalogue), never what a player
 * sees of their own, so one page behind costs at worst a row that moves when it fills in. A page view
 * then reads only the player's session, not four more rows.
 */
export function createPlayerPageClasses(
  loadAppInit: (brand: Brand, playerId: string) => Promise<PlayerAppStart>,
  kept = CLASSES_KEPT,
): PlayerPageClasses {
  const classes = new Map<string, PlayerPageClass | null>();
  const remember = (playerId: string, pageClass: PlayerPageClass | null) => {
    classes.delete(playerId);
    classes.set(playerId, pageClass);
    // A Map iterates in insertion order: the first key is the one seen longest ago.
    if (classes.size > kept) classes.delete(classes.keys().next().value as string);
  };
  return {
    async of(brand, playerId) {
      const known = classes.get(playerId);
      if (known !== undefined) {
        remember(playerId, known);
        return known;
      }
      const pageClass = pageClassOf(await loadAppInit(brand, playerId));
      remember(playerId, pageClass);
      return pageClass;
    },
    note(playerId, appInit) {
      remember(playerId, pageClassOf(appInit));
    },
  };
}

export function installPlayerPageClasses(app: FastifyInstance, context: ServerContext): PlayerPageClasses {
  const classes = createPlayerPageClasses((brand, playerId) => playerAppStart(brand, context, playerId));
  app.decorate("playerPageClasses", classes);
  return classes;
}
