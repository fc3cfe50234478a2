import { BRANDS, type PlayerAppInit } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { createPlayerPageClasses, pageClassOf } from "./player-page-classes";

type Changes = Omit<Partial<PlayerAppInit>, "playerInfo"> & {
  playerInfo?: Partial<PlayerAppInit["playerInfo"]>;
};

/** A returning player's app init: registered, e-mail confirmed, active, with a favourite and no games yet. */
function appInitOf(changes: Changes = {}): PlayerAppInit {
  const base: PlayerAppInit = {
    isGuest: false,
    appName: "FunRize",
    brand: { id: "funrize", flags: BRANDS.funrize.flags },
    login: "p@example.com",
    email: "p@example.com",
    phone: null,
    token: "push-token",
    websocket: "ws://localhost:3000/connection/websocket",
    wsConnectionData: {
      url: "ws://localhost:3000/connection/websocket",
      connectionToken: "push-token",
      expires: 1_900_000_000,
      connections: [],
    },
    captcha: { isEnabled: false, provider: "pow", siteKey: null } as unknown as PlayerAppInit["captcha"],
    profileCompleted: true,
    responsiblePlay: { realityCheckMinutes: 0, block: null },
    depositsCount: 0,
    hasDeposits: false,
    favoriteGames: [101],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: "standard",
    popUpAds: { isActive: false },
    Registration: { complete: true, registrationFunnel: { funnelType: "email" } },
    playerInfo: {
      id: "player-1",
      playerBalance: { coins: 0, entries: 0, winnings: 0, tourPoints: 0 },
      gameMode: "TournamentPoints",
      isAffiliate: false,
      primaryContact: "email",
      emailConfirmed: true,
      accountStatus: "ACTIVE",
      playerRestrictionIdsHash: "standard",
      referralCode: "R1",
    },
    buildId: "build-1",
  };
  return { ...base, ...changes, playerInfo: { ...base.playerInfo, ...changes.playerInfo } };
}

describe("the class of a player's pages (decision 024)", () => {
  it("is what shapes a shared page: catalogue, deposits, build and which of the player's rows exist", () => {
    expect(pageClassOf(appInitOf())).toEqual({
      playerRestrictionIdsHash: "standard",
      hasDeposits: false,
      buildId: "build-1",
      hasLastGames: false,
      hasFavorites: true,
    });
  });

  it("is none for a player whose pages carry a step or notice of their own, or whose account is not active", () => {
    const unfinished = appInitOf({
      Registration: { complete: false, registrationFunnel: { funnelType: "email" } },
    });
    expect(pageClassOf(unfinished)).toBeNull();
    expect(pageClassOf(appInitOf({ playerInfo: { emailConfirmed: false } }))).toBeNull();
    // A player reached by phone is not asked to confirm an e-mail: no banner, a shared page.
    expect(
      pageClassOf(appInitOf({ playerInfo: { emailConfirmed: false, primaryContact: "phone" } })),
    ).not.toBeNull();
    expect(pageClassOf(appInitOf({ playerInfo: { accountStatus: "BLOCKED" } }))).toBeNull();
  });

  it("comes from the player's latest app init, loading one only for a player not seen yet", async () => {
    const loads: string[] = [];
    const classes = createPlayerPageClasses(async (_brand, playerId) => {
      loads.push(playerId);
      return appInitOf({ favoriteGames: [] });
    });
    expect((await classes.of(BRANDS.funrize, "a"))?.hasFavorites).toBe(false);
    expect((await classes.of(BRANDS.funrize, "a"))?.hasFavorites).toBe(false);
    expect(loads).toEqual(["a"]);
    classes.note("a", appInitOf({ favoriteGames: [7] }));
    expect((await classes.of(BRANDS.funrize, "a"))?.hasFavorites).toBe(true);
    expect(loads).toEqual(["a"]);
  });

  it("keeps a bounded number of players, forgetting the one seen longest ago", async () => {
    const loads: string[] = [];
    const classes = createPlayerPageClasses(async (_brand, playerId) => {
      loads.push(playerId);
      return appInitOf();
    }, 2);
    classes.note("a", appInitOf());
    classes.note("b", appInitOf());
    await classes.of(BRANDS.funrize, "a"); // a is now the most recent
    classes.note("c", appInitOf()); // b goes
    await classes.of(BRANDS.funrize, "a");
    await classes.of(BRANDS.funrize, "c");
    expect(loads).toEqual([]);
    await classes.of(BRANDS.funrize, "b");
    expect(loads).toEqual(["b"]);
  });
});
