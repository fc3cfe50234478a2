import { z } from "zod";
import { BrandFlagsSchema, BrandIdSchema } from "./brands";
import { CaptchaSettingsSchema } from "./captcha";
import { defineEndpoint } from "./endpoint";

/** `/rest/app/init/` for a visitor who is not signed in (spec §3, guest-relevant fields). */
export const GuestAppInitSchema = z.object({
  isGuest: z.literal(true),
  appName: z.string(),
  brand: z.object({ id: BrandIdSchema, flags: BrandFlagsSchema }),
  login: z.null(),
  email: z.null(),
  phone: z.null(),
  token: z.null(),
  websocket: z.null(),
  wsConnectionData: z.null(),
  captcha: CaptchaSettingsSchema,
  favoriteGames: z.array(z.number().int()),
  lastGames: z.array(z.number().int()),
  bannerPresetPackage: z.null(),
  popupPresetPackages: z.array(z.unknown()),
  playerRestrictionIdsHash: z.string(),
  popUpAds: z.object({ isActive: z.boolean() }),
  buildId: z.string(),
});
export type GuestAppInit = z.infer<typeof GuestAppInitSchema>;

/** Grows a player variant (discriminated on `isGuest`) with the players issue. */
export const AppInitSchema = GuestAppInitSchema;
export type AppInit = z.infer<typeof AppInitSchema>;

export const appInitEndpoint = defineEndpoint({
  id: "appInit",
  method: "GET",
  path: "/rest/app/init/",
  summary: "Everything the app needs at start: guest flag, brand, captcha settings, balances for players.",
  tags: ["platform"],
  output: AppInitSchema,
});
