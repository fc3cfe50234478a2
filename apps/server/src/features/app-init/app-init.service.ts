import type { Brand, GuestAppInit, PlayerAppInit, WsConnectionData } from "@casino/contracts";
import { GUEST_RESTRICTION_HASH } from "@casino/domain";
import { captchaSettings } from "../../platform/captcha";
import type { ServerContext } from "../../platform/feature";
import { loadFavoriteGameIds } from "../favorites";
import { recentlyPlayedGameIds } from "../game-sessions";
import { playerRestrictionHash } from "../geo-restriction";
import { loadPlayerSummary } from "../player";
import { responsiblePlayStatusOf } from "../responsible-play";
import { depositsCountOf, presetPackagesOf } from "../store";

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
    // The preset package popup is for signed-in players (spec §4), so a guest's app start reads nothing.
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: GUEST_RESTRICTION_HASH,
    popUpAds: { isActive: false },
    buildId: build.id,
  };
}

/** How many recently played games the lobby's "last games" row gets. */
const LAST_GAMES_LIMIT = 20;

/** A player's app init without the push channel's tokens, which are signed per request. */
export type PlayerAppStart = Omit<PlayerAppInit, "token" | "websocket" | "wsConnectionData">;

/** `/rest/app/init/` for a signed-in player: identity, registration state, balances, mode and push channel. */
export async function playerAppInit(
  brand: Brand,
  context: ServerContext,
  player: { id: string; pushConnection: WsConnectionData },
): Promise<PlayerAppInit> {
  const start = await playerAppStart(brand, context, player.id);
  return {
    ...start,
    token: player.pushConnection.connectionToken,
    websocket: player.pushConnection.url,
    wsConnectionData: player.pushConnection,
  };
}

/** Identity, registration state, balances and mode of a signed-in player. */
export async function playerAppStart(
  brand: Brand,
  context: ServerContext,
  playerId: string,
): Promise<PlayerAppStart> {
  const guest = guestAppInit(brand, context);
  const [[summary, restrictionHash], favoriteGames, lastGames, responsiblePlay, depositsCount, presets] =
    await Promise.all([
      loadPlayerSummary(context.db, playerId).then(
        async (summary) =>
          [
            summary,
            // What sweepstakes rules refuse where the player is and lives (decision 041), with the state the
            // summary just read; the catalogue is keyed by it.
            await playerRestrictionHash(context, { playerId, residenceState: summary.profile.state }),
          ] as const,
      ),
      loadFavoriteGameIds(context, { playerId }),
      recentlyPlayedGameIds(context.db, playerId, LAST_GAMES_LIMIT),
      responsiblePlayStatusOf(context.db, { playerId, now: context.clock.now() }),
      // Completed purchases (the store's records); hasDeposits is part of the player's page class.
      depositsCountOf(context.db, playerId),
      // The brand's popup presets, from memory (decision 046).
      presetPackagesOf(context, brand.id),
    ]);
  return {
    isGuest: false,
    appName: guest.appName,
    brand: guest.brand,
    login: summary.email,
    email: summary.email,
    phone: summary.phone,
    captcha: guest.captcha,
    profileCompleted: summary.profileCompleted,
    responsiblePlay,
    depositsCount,
    hasDeposits: depositsCount > 0,
    favoriteGames,
    lastGames,
    bannerPresetPackage: presets.bannerPresetPackage,
    popupPresetPackages: [...presets.popupPresetPackages],
    playerRestrictionIdsHash: restrictionHash,
    popUpAds: { isActive: false },
    Registration: {
      complete: summary.registrationComplete,
      registrationFunnel: { funnelType: summary.registrationFunnel },
    },
    playerInfo: {
      id: summary.id,
      playerBalance: summary.balance,
      gameMode: summary.gameMode,
      isAffiliate: summary.isAffiliate,
      primaryContact: summary.primaryContact,
      emailConfirmed: summary.emailConfirmed,
      accountStatus: summary.accountStatus,
      playerRestrictionIdsHash: restrictionHash,
      referralCode: summary.referralCode,
    },
    buildId: guest.buildId,
  };
}
