import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { defineEndpoint } from "./endpoint";
import { PlayCurrencySchema } from "./money";
import { text } from "./text";

/** Spec §3: rows per slide by collection; any other collection shows 2. */
export const ROWS_PER_SLIDE: Readonly<Record<string, number>> = {
  allGames: 3,
  popularGames: 3,
  weeklySpecials: 1,
  fishing: 1,
  rapidLink: 1,
  topGames: 1,
  bonusCombo: 1,
};
export const DEFAULT_ROWS_PER_SLIDE = 2;
export const rowsPerSlide = (collection: string) => ROWS_PER_SLIDE[collection] ?? DEFAULT_ROWS_PER_SLIDE;

export const HomeBannerSchema = z.object({
  id: text(),
  /** `bannerPresetPackage` (the player's offer) always comes first (spec §3). */
  type: z.enum(["bannerPresetPackage", "promo", "welcome", "game"]),
  title: text(),
  subtitle: text().nullable(),
  image: text(),
  link: text(),
  buttonText: text(),
});

export const HomeCollectionSchema = z.object({
  slug: text(),
  /** The spec's collection key (allGames, popularGames, …) deciding rows per slide. */
  key: text(),
  title: text(),
  rowsPerSlide: z.number().int(),
  gameIds: z.array(z.number().int()),
});

export const JackpotSchema = z.object({
  id: text(),
  title: text(),
  currency: PlayCurrencySchema,
  amount: z.number(),
});

export const LastWinnerSchema = z.object({
  /** First name and initial only, never an email. */
  name: text(),
  gameId: z.number().int(),
  currency: PlayCurrencySchema,
  amount: z.number(),
  at: text(),
});

/**
 * A new winner, as one server node tells every node (bus channel `home.winner`) so each keeps the home's
 * winners feed in memory without reading the database per page view.
 */
export const HOME_WINNER_CHANNEL = "home.winner";
export const HomeWinnerMessageSchema = z.object({
  roundId: text(),
  brandId: BrandIdSchema,
  winner: LastWinnerSchema,
});
export type HomeWinnerMessage = z.infer<typeof HomeWinnerMessageSchema>;

export const HomePageSchema = z.object({
  seo: z.object({ title: text(), description: text() }),
  jackpots: z.array(JackpotSchema),
  banners: z.array(HomeBannerSchema),
  collections: z.array(HomeCollectionSchema),
  gameOfWeek: z.object({ gameId: z.number().int(), title: text(), description: text() }).nullable(),
  lastWinners: z.array(LastWinnerSchema),
  infoPlate: z.object({ text: text(), link: text().nullable() }).nullable(),
  promotions: z.array(z.object({ id: text(), title: text(), text: text(), link: text() })),
  promoBanners: z.array(HomeBannerSchema),
  schemeSections: z.array(text()),
  packages: z.array(z.unknown()),
  schemaBanners: z.array(z.unknown()),
  questData: z.null(),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const homePageEndpoint = defineEndpoint({
  id: "homePage",
  method: "GET",
  path: "/rest/page/home/",
  summary: "The home (guests) and lobby (players) content: banners, collections, jackpots, last winners.",
  tags: ["games"],
  output: HomePageSchema,
});
