import { z } from "zod";
import { BrandIdSchema } from "./brands";
import {
  BrandParamsSchema,
  ContentLinkSchema,
  ContentSlugSchema,
  LocalizedTextSchema,
  localizedInput,
} from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { LocaleSchema } from "./locales";
import { PlayCurrencySchema } from "./money";
import { defineBackofficeEndpoint } from "./operators";
import { StaticInfoSchema } from "./static-info";
import { StoreOfferSchema } from "./store";
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
  /** The brand's quick-buy packages, the same for everyone (availability: `/rest/cash/quick-buy/`). */
  packages: z.array(StoreOfferSchema),
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

// The back office's content module (issue #11): the brand's home banners and collection rows, a preview.

export const HOME_BANNER_TYPES = ["bannerPresetPackage", "promo", "welcome", "game"] as const;
export const HOME_BANNER_AUDIENCES = ["guest", "player", "all"] as const;

/** A banner's generated background: three colours and a motif of the art generator. */
export const BannerArtThemeSchema = z
  .object({
    colors: z.tuple([
      text().regex(/^#[0-9a-f]{6}$/i),
      text().regex(/^#[0-9a-f]{6}$/i),
      text().regex(/^#[0-9a-f]{6}$/i),
    ]),
    motif: text().regex(/^[a-z][a-z-]{0,31}$/),
  })
  .strict();

export const BackofficeBannerSchema = z.object({
  slug: text(),
  type: z.enum(HOME_BANNER_TYPES),
  /** Who sees it: guests, signed-in players or everyone. */
  audience: z.enum(HOME_BANNER_AUDIENCES),
  position: z.number().int(),
  title: LocalizedTextSchema,
  subtitle: LocalizedTextSchema.nullable(),
  buttonText: LocalizedTextSchema,
  link: text(),
  artTheme: BannerArtThemeSchema,
  /** The background as the player site shows it. */
  image: text(),
  isActive: z.boolean(),
});
export type BackofficeBanner = z.infer<typeof BackofficeBannerSchema>;

const BannerFieldsSchema = z
  .object({
    type: z.enum(HOME_BANNER_TYPES),
    audience: z.enum(HOME_BANNER_AUDIENCES),
    title: localizedInput(80),
    subtitle: localizedInput(160).nullable(),
    buttonText: localizedInput(30),
    link: ContentLinkSchema,
    artTheme: BannerArtThemeSchema,
    isActive: z.boolean(),
  })
  .strict();

const BannerParamsSchema = BrandParamsSchema.extend({ slug: ContentSlugSchema });
const SlugOrderSchema = z
  .object({ slugs: z.array(ContentSlugSchema).min(1).max(100) })
  .strict()
  .refine((body) => new Set(body.slugs).size === body.slugs.length, {
    message: "Name each one once.",
    path: ["slugs"],
  });

export const listBannersEndpoint = defineBackofficeEndpoint({
  id: "listBanners",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/banners/",
  summary: "The brand's home banners in every locale, hidden ones included, in order.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ banners: z.array(BackofficeBannerSchema) }),
});

export const createBannerEndpoint = defineBackofficeEndpoint({
  id: "createBanner",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/banners/",
  summary: "Adds a banner at the end of the brand's home banners.",
  access: "content:write",
  params: BrandParamsSchema,
  body: BannerFieldsSchema.extend({ slug: ContentSlugSchema }).strict(),
  output: BackofficeBannerSchema,
  errors: ["CONFLICT"],
});

export const updateBannerEndpoint = defineBackofficeEndpoint({
  id: "updateBanner",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/banners/{slug}/",
  summary:
    "Replaces a banner's texts (every locale), link, art, audience and whether it shows (`isActive: false` hides it; banners are hidden, not deleted, since the demo seed would bring a deleted one back).",
  access: "content:write",
  params: BannerParamsSchema,
  body: BannerFieldsSchema,
  output: BackofficeBannerSchema,
  errors: ["NOT_FOUND"],
});

export const reorderBannersEndpoint = defineBackofficeEndpoint({
  id: "reorderBanners",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/banners/reorder/",
  summary: "Puts the brand's banners in this order; `slugs` names every banner of the brand once.",
  access: "content:write",
  params: BrandParamsSchema,
  body: SlugOrderSchema,
  output: z.object({ banners: z.array(BackofficeBannerSchema) }),
  errors: ["CONFLICT"],
});

export const BackofficeHomeRowSchema = z.object({
  collectionSlug: text(),
  /** The spec's collection key, deciding rows per slide. */
  key: text(),
  title: LocalizedTextSchema.nullable(),
  position: z.number().int(),
  isActive: z.boolean(),
});
export type BackofficeHomeRow = z.infer<typeof BackofficeHomeRowSchema>;

export const listHomeRowsEndpoint = defineBackofficeEndpoint({
  id: "listHomeRows",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/home-rows/",
  summary: "The game collections of the brand's home page, hidden ones included, in order.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ rows: z.array(BackofficeHomeRowSchema) }),
});

export const updateHomeRowEndpoint = defineBackofficeEndpoint({
  id: "updateHomeRow",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/home-rows/{slug}/",
  summary: "Shows or hides one collection row of the brand's home page.",
  access: "content:write",
  params: BrandParamsSchema.extend({ slug: text().regex(/^[a-zA-Z0-9-]{1,64}$/) }),
  body: z.object({ isActive: z.boolean() }).strict(),
  output: BackofficeHomeRowSchema,
  errors: ["NOT_FOUND"],
});

export const reorderHomeRowsEndpoint = defineBackofficeEndpoint({
  id: "reorderHomeRows",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/home-rows/reorder/",
  summary: "Puts the home page's collection rows in this order; `slugs` names every row of the brand once.",
  access: "content:write",
  params: BrandParamsSchema,
  body: z
    .object({
      slugs: z
        .array(text().regex(/^[a-zA-Z0-9-]{1,64}$/))
        .min(1)
        .max(100),
    })
    .strict()
    .refine((body) => new Set(body.slugs).size === body.slugs.length, {
      message: "Name each row once.",
      path: ["slugs"],
    }),
  output: z.object({ rows: z.array(BackofficeHomeRowSchema) }),
  errors: ["CONFLICT"],
});

export const contentPreviewEndpoint = defineBackofficeEndpoint({
  id: "contentPreview",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/preview/",
  summary:
    "What the player site serves right now for a brand, locale and audience: the home page and the menus exactly as the player API answers them (published content; every change is live at once).",
  access: "content:read",
  params: BrandParamsSchema,
  query: z.object({
    locale: LocaleSchema.default("en"),
    audience: z.enum(["guest", "player"]).default("guest"),
  }),
  output: z.object({
    brandId: BrandIdSchema,
    locale: LocaleSchema,
    audience: z.enum(["guest", "player"]),
    home: HomePageSchema,
    staticInfo: StaticInfoSchema,
  }),
});
