import { z } from "zod";
import { BrandFlagsSchema, BrandIdSchema } from "./brands";
import { CaptchaSettingsSchema } from "./captcha";
import { defineEndpoint } from "./endpoint";
import { GameModeSchema, PlayerBalanceSchema } from "./player";
import { WsConnectionDataSchema } from "./push";
import { AppInitResponsiblePlaySchema } from "./responsible-play";
import { StoreOfferSchema } from "./store";
import { text } from "./text";

/** What every visitor's app start carries, signed in or not (spec §3 app init data). */
const appStart = {
  appName: text(),
  brand: z.object({ id: BrandIdSchema, flags: BrandFlagsSchema }),
  captcha: CaptchaSettingsSchema,
  favoriteGames: z.array(z.number().int()),
  lastGames: z.array(z.number().int()),
  /** The brand's first popup preset (spec §4 preset package popup); null for guests and when there is none. */
  bannerPresetPackage: StoreOfferSchema.nullable(),
  /** The brand's presets flagged as popups, in order; empty for guests (decision 046). */
  popupPresetPackages: z.array(StoreOfferSchema),
  playerRestrictionIdsHash: text(),
  popUpAds: z.object({ isActive: z.boolean() }),
  buildId: text(),
};

/** `/rest/app/init/` for a visitor who is not signed in (spec §3, guest-relevant fields). */
export const GuestAppInitSchema = z.object({
  ...appStart,
  isGuest: z.literal(true),
  login: z.null(),
  email: z.null(),
  phone: z.null(),
  token: z.null(),
  websocket: z.null(),
  wsConnectionData: z.null(),
});
export type GuestAppInit = z.infer<typeof GuestAppInitSchema>;

/** `/rest/app/init/` for a signed-in player (spec §3 app init data and player info). */
export const PlayerAppInitSchema = z.object({
  ...appStart,
  isGuest: z.literal(false),
  login: text(),
  email: text(),
  phone: text().nullable(),
  /** The push channel's connection token (as in wsConnectionData). */
  token: text(),
  /** The push channel's URL (as in wsConnectionData). */
  websocket: text(),
  wsConnectionData: WsConnectionDataSchema,
  profileCompleted: z.boolean(),
  /** The reality-check interval and the block in force (issue #13), shown on every page. */
  responsiblePlay: AppInitResponsiblePlaySchema,
  depositsCount: z.number().int(),
  hasDeposits: z.boolean(),
  Registration: z.object({
    complete: z.boolean(),
    registrationFunnel: z.object({ funnelType: z.enum(["email", "otp"]) }),
  }),
  playerInfo: z.object({
    id: text(),
    playerBalance: PlayerBalanceSchema,
    gameMode: GameModeSchema,
    isAffiliate: z.boolean(),
    primaryContact: z.enum(["email", "phone"]),
    emailConfirmed: z.boolean(),
    accountStatus: z.enum(["ACTIVE", "BLOCKED", "CLOSED"]),
    playerRestrictionIdsHash: text(),
    referralCode: text(),
  }),
});
export type PlayerAppInit = z.infer<typeof PlayerAppInitSchema>;

export const AppInitSchema = z.discriminatedUnion("isGuest", [GuestAppInitSchema, PlayerAppInitSchema]);
export type AppInit = z.infer<typeof AppInitSchema>;

export const appInitEndpoint = defineEndpoint({
  id: "appInit",
  method: "GET",
  path: "/rest/app/init/",
  summary: "Everything the app needs at start: guest flag, brand, captcha settings, balances for players.",
  tags: ["platform"],
  output: AppInitSchema,
});
