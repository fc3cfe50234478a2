import { BRANDS, type BrandId, type GuestAppInit, type PlayerAppInit } from "@casino/contracts";

export function guestAppInit(brandId: BrandId = "funrize"): GuestAppInit {
  return {
    isGuest: true,
    appName: BRANDS[brandId].name,
    brand: { id: brandId, flags: BRANDS[brandId].flags },
    login: null,
    email: null,
    phone: null,
    token: null,
    websocket: null,
    wsConnectionData: null,
    captcha: { isEnabled: false, key: null, url: null },
    favoriteGames: [],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: "guest",
    popUpAds: { isActive: false },
    buildId: "test",
  };
}

export function playerAppInit(
  brandId: BrandId = "funrize",
  overrides: { playerInfo?: Partial<PlayerAppInit["playerInfo"]>; registrationComplete?: boolean } = {},
): PlayerAppInit {
  return {
    isGuest: false,
    appName: BRANDS[brandId].name,
    brand: { id: brandId, flags: BRANDS[brandId].flags },
    login: "ann@example.com",
    email: "ann@example.com",
    phone: null,
    token: "push-token",
    websocket: "ws://localhost:3000/connection/websocket",
    wsConnectionData: {
      url: "ws://localhost:3000/connection/websocket",
      connectionToken: "push-token",
      expires: 1_900_000_000,
      connections: [],
    },
    captcha: { isEnabled: false, key: null, url: null },
    profileCompleted: false,
    responsiblePlay: { realityCheckMinutes: 0, block: null },
    depositsCount: 0,
    hasDeposits: false,
    favoriteGames: [],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: "p1",
    popUpAds: { isActive: false },
    Registration: {
      complete: overrides.registrationComplete ?? true,
      registrationFunnel: { funnelType: "email" },
    },
    playerInfo: {
      id: "player-1",
      playerBalance: { coins: 10_000, entries: 2, winnings: 0, tourPoints: 0 },
      gameMode: "TournamentPoints",
      isAffiliate: false,
      primaryContact: "email",
      emailConfirmed: false,
      accountStatus: "ACTIVE",
      playerRestrictionIdsHash: "p1",
      referralCode: "ANN123",
      ...overrides.playerInfo,
    },
    buildId: "test",
  };
}
