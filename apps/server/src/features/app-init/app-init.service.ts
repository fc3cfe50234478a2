import type { Brand, GuestAppInit } from "@casino/contracts";
import type { ServerContext } from "../../platform/feature";

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
    captcha: { isEnabled: env.CAPTCHA !== "off", key: null, url: null },
    favoriteGames: [],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: GUEST_RESTRICTION_HASH,
    popUpAds: { isActive: false },
    buildId: build.id,
  };
}
