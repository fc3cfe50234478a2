import { z } from "zod";
import { BrandParamsSchema } from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

export const VolatilitySchema = z.enum(["low", "medium", "high"]);

/** Artwork in webp at quality 75, in 1x and 2x densities (spec §9 image defaults). */
export const GameImageSchema = z.object({ x1: text(), x2: text() });

/** One game of the catalogue (spec §3 "games (by id, with img/logo)"). */
export const GameSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  img: GameImageSchema,
  logo: text(),
  providerId: z.number().int(),
  provider: text(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  hasDemo: z.boolean(),
  /** Declared return to player, e.g. 96.1. */
  rtp: z.number(),
  volatility: VolatilitySchema,
  description: text(),
});
export type Game = z.infer<typeof GameSchema>;

export const GameProviderSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  logo: text(),
  gamesCount: z.number().int(),
});
export type GameProvider = z.infer<typeof GameProviderSchema>;

/** A category or collection (`/library?category=`, `/issues/{pageName}`, home rows). */
export const GameIssueSchema = z.object({
  slug: text(),
  title: text(),
  icon: text().nullable(),
  kind: z.enum(["category", "collection"]),
});
export type GameIssue = z.infer<typeof GameIssueSchema>;

export const GamesMenuEntrySchema = z.object({
  slug: text(),
  title: text(),
  icon: text().nullable(),
});

/**
 * Spec §5 validation of the catalogue payload: providers a non-empty array, games a non-empty array,
 * menu an array, issueGamesIds a non-empty object. The client refuses (and logs) anything else.
 */
export const GamesCatalogueSchema = z.object({
  games: z.array(GameSchema).min(1),
  providers: z.array(GameProviderSchema).min(1),
  issues: z.array(GameIssueSchema),
  issueGamesIds: z
    .record(text(), z.array(z.number().int()))
    .refine((value) => Object.keys(value).length > 0, { message: "issueGamesIds is empty" }),
  providerGamesIds: z.record(text(), z.array(z.number().int())),
  menu: z.array(GamesMenuEntrySchema),
  /** The restriction set this list was built for: a changed hash in app-init means refetch. */
  groupKey: text(),
});
export type GamesCatalogue = z.infer<typeof GamesCatalogueSchema>;

/** The cached variant: games keyed by id (spec §5 "cached: non-empty object"). */
export const CachedGamesSchema = GamesCatalogueSchema.omit({ games: true }).extend({
  games: z
    .record(text(), GameSchema)
    .refine((value) => Object.keys(value).length > 0, { message: "games is empty" }),
});
export type CachedGames = z.infer<typeof CachedGamesSchema>;

/** Game ids are PostgreSQL `integer`s: a bigger one is refused here (400), not by the database (500). */
export const MAX_GAME_ID = 2_147_483_647;
const GameIdSchema = z.number().int().positive().max(MAX_GAME_ID);
/** A game id in a path (`/rest/game/{id}/…`). */
export const GameIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_GAME_ID) });

const GroupKeyQuery = z.object({
  groupKey: text().trim().min(1).max(128).optional(),
  versionApp: text().trim().max(32).optional(),
});

export const gamesEndpoint = defineEndpoint({
  id: "games",
  method: "GET",
  path: "/api/rest/games",
  summary: "The full games catalogue for the visitor's restriction set (groupKey).",
  tags: ["games"],
  query: GroupKeyQuery,
  output: GamesCatalogueSchema,
});

export const cachedGamesEndpoint = defineEndpoint({
  id: "cachedGames",
  method: "GET",
  path: "/api/rest/games/get-cached-games",
  summary: "The catalogue with games keyed by id, cacheable per restriction hash (groupKey).",
  tags: ["games"],
  query: GroupKeyQuery,
  output: CachedGamesSchema,
});

export const cachedGamesLookupEndpoint = defineEndpoint({
  id: "cachedGamesLookup",
  method: "POST",
  path: "/api/rest/games/cached-games",
  summary: "Fresh records for the games a client holds in its cache (by id); unknown ids are left out.",
  tags: ["games"],
  query: GroupKeyQuery,
  body: z.object({ games: z.array(GameIdSchema).max(500) }),
  output: z.object({ groupKey: text(), games: z.record(text(), GameSchema) }),
});

export const gameFiltersEndpoint = defineEndpoint({
  id: "gameFilters",
  method: "GET",
  path: "/rest/get-game-filters/",
  summary: "Categories and providers to filter the library by, with their game counts.",
  tags: ["games"],
  output: z.object({
    categories: z.array(GameIssueSchema.extend({ gamesCount: z.number().int() })),
    providers: z.array(GameProviderSchema),
  }),
});

// The back office's content module (issue #11): which games a brand shows, and in what order.

export const BackofficeBrandGameSchema = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  provider: text(),
  /** Withdrawn from every brand by the catalogue (not the brand's choice). */
  isActive: z.boolean(),
  /** The brand's players see it in lists and rows. */
  isVisible: z.boolean(),
  /** Pinned first in the brand's lists at this position (1 = first); null keeps the catalogue's order. */
  pinnedPosition: z.number().int().nullable(),
});
export type BackofficeBrandGame = z.infer<typeof BackofficeBrandGameSchema>;

const BrandGamesOutput = z.object({ games: z.array(BackofficeBrandGameSchema) });

export const listBrandGamesEndpoint = defineBackofficeEndpoint({
  id: "listBrandGames",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/games/",
  summary:
    "Every game with the brand's choices: shown or hidden, and pinned position; in the order the brand's players see them.",
  access: "content:read",
  params: BrandParamsSchema,
  output: BrandGamesOutput,
});

export const updateBrandGameEndpoint = defineBackofficeEndpoint({
  id: "updateBrandGame",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/games/{id}/",
  summary: "Shows or hides a game for the brand's players (lists, categories, home rows, game of the week).",
  access: "content:write",
  params: BrandParamsSchema.extend({ id: z.coerce.number().int().positive().max(MAX_GAME_ID) }),
  body: z.object({ isVisible: z.boolean() }).strict(),
  output: BackofficeBrandGameSchema,
  errors: ["NOT_FOUND"],
});

export const pinBrandGamesEndpoint = defineBackofficeEndpoint({
  id: "pinBrandGames",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/games/order/",
  summary:
    "Pins these games first in every list of the brand, in this order; the other games follow in the catalogue's order. An empty list unpins all.",
  access: "content:write",
  params: BrandParamsSchema,
  body: z
    .object({ ids: z.array(GameIdSchema).max(500) })
    .strict()
    .refine((body) => new Set(body.ids).size === body.ids.length, {
      message: "Name each game once.",
      path: ["ids"],
    }),
  output: BrandGamesOutput,
  errors: ["NOT_FOUND"],
});

/**
 * `player.updateGroupHash` (spec §4, the player's restriction group): what games a player may see changed —
 * on the global channel when operators edit the catalogue, on the player's own when their restrictions
 * change. The client fetches its games again.
 */
export const PLAYER_UPDATE_GROUP_HASH = "player.updateGroupHash";
export const PlayerUpdateGroupHashEventSchema = z.object({ reason: z.enum(["catalogue", "restrictions"]) });
export type PlayerUpdateGroupHashEvent = z.infer<typeof PlayerUpdateGroupHashEventSchema>;
