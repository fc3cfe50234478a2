import type { Brand, GuestAppInit, PlayerAppInit } from "@casino/contracts";
import { captchaSettings } from "../../platform/captcha";
import type { ServerContext } from "../../platform/feature";
import { loadFavoriteGameIds } from "../favorites";
import { recentlyPlayedGameIds } from "../game-sessions";
import { loadPlayerSummary } from "../player";

/** Guests share one restriction set today, so one stable hash; per-player sets come with players. */
const GUEST_RESTRICTION_HASH = "guest";

export function guestAppInit(brand: Brand, { env, build }: ServerContext): GuestAppInit {
  return {
    isGuest: true,
    appName: brand.name,
    brand: { id: brand.id, flags: brand.flags },
    login: null,
    email: null,
    phone: null,
    token: null,
    websocket: null,
    wsConnectionData: null,
    captcha: captchaSettings(env),
    favoriteGames: [],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: GUEST_RESTRICTION_HASH,
    popUpAds: { isActive: false },
    buildId: build.id,
  };
}

/** How many recently played games the lobby's "last games" row gets. */
const LAST_GAMES_LIMIT = 20;

/** One restriction set for every player until geo and KYC restrictions exist. */
const PLAYER_RESTRICTION_HASH = "standard";

/** No player has deposits until the cash feature exists. */
const DEPOSITS = { depositsCount: 0, hasDeposits: false } as const;

/** `/rest/app/init/` for a signed-in player: identity, registration state, balances and mode. */
export async function playerAppInit(
  brand: Brand,
  context: ServerContext,
  playerId: string,
): Promise<PlayerAppInit> {
  const guest = guestAppInit(brand, context);
  const [player, favoriteGames, lastGames] = await Promise.all([
    loadPlayerSummary(context.db, playerId),
    loadFavoriteGameIds(context, { playerId }),
    recentlyPlayedGameIds(context.db, playerId, LAST_GAMES_LIMIT),
  ]);
  return {
    isGuest: false,
    appName: guest.appName,
    brand: guest.brand,
    login: player.email,
    email: player.email,
    phone: player.phone,
    token: null,
    websocket: null,
    wsConnectionData: null,
    captcha: guest.captcha,
    profileCompleted: player.profileCompleted,
    ...DEPOSITS,
    favoriteGames,
    lastGames,
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: PLAYER_RESTRICTION_HASH,
    popUpAds: { isActive: false },
    Registration: {
      complete: player.registrationComplete,
      registrationFunnel: { funnelType: player.registrationFunnel },
    },
    playerInfo: {
      id: player.id,
      playerBalance: player.balance,
      gameMode: player.gameMode,
      isAffiliate: player.isAffiliate,
      primaryContact: player.primaryContact,
      emailConfirmed: player.emailConfirmed,
      accountStatus: player.accountStatus,
      playerRestrictionIdsHash: PLAYER_RESTRICTION_HASH,
      referralCode: player.referralCode,
    },
    buildId: guest.buildId,
  };
}
