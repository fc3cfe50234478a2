import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LocalizedText } from "./content";
import { player } from "./players";

/** A game studio. Our own built-in provider is one of them; the others are fictional studios. */
export const gameProvider = pgTable("game_provider", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  position: integer("position").notNull(),
  /** Who runs the games' maths and wallet calls: `house` (built-in) or an external aggregator key. */
  integration: text("integration").notNull().default("house"),
});

export const VOLATILITIES = ["low", "medium", "high"] as const;

/**
 * How a game's generated artwork looks: three colours (background from, background to, accent) and the
 * geometric motif drawn on it; `symbols` are the motifs shown in the little reel window.
 */
export type GameArtTheme = { colors: [string, string, string]; motif: string; symbols?: string[] };

export const game = pgTable(
  "game",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => gameProvider.id),
    title: text("title").notNull(),
    /** The built-in engine that plays it (`classic-3-reel`…); null for an external provider's game. */
    engineId: text("engine_id"),
    /** Declared return to player in basis points (9600 = 96.00 %). */
    rtpBasisPoints: smallint("rtp_basis_points").notNull(),
    volatility: text("volatility", { enum: VOLATILITIES }).notNull(),
    /** Artwork key: images are served at /games-art/<key>… in webp, 1x and 2x. */
    artKey: text("art_key").notNull(),
    /** Colours and motif of the generated artwork; null draws colours derived from the key. */
    artTheme: jsonb("art_theme").$type<GameArtTheme>(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    isNew: boolean("is_new").notNull().default(false),
    isHot: boolean("is_hot").notNull().default(false),
    hasDemo: boolean("has_demo").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    /** Stakes offered, in minor units of the currency played (coins or entries). */
    stakeLevels: jsonb("stake_levels").$type<{ coins: number[]; entries: number[] }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("game_provider_idx").on(t.providerId)],
);

/**
 * A named list of games: a lobby category (`/library?category=`), a collection row of the home page, or an
 * `/issues/{pageName}` page. `kind` tells where it shows.
 */
export const gameCollection = pgTable("game_collection", {
  slug: text("slug").primaryKey(),
  kind: text("kind", { enum: ["category", "collection"] }).notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  icon: text("icon"),
  position: integer("position").notNull(),
  isInMenu: boolean("is_in_menu").notNull().default(true),
});

export const gameCollectionItem = pgTable(
  "game_collection_item",
  {
    collectionSlug: text("collection_slug")
      .notNull()
      .references(() => gameCollection.slug, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionSlug, t.gameId] })],
);

/**
 * A brand's choices about a game (issue #11, content module): whether its players see it, and where it
 * is pinned in the brand's lists. No row means the defaults: shown, in the catalogue's own order.
 */
export const brandGame = pgTable(
  "brand_game",
  {
    brandId: text("brand_id").notNull(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    isVisible: boolean("is_visible").notNull().default(true),
    /** Pinned games come first in the brand's lists, by this position; null keeps the catalogue's order. */
    position: integer("position"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.gameId] })],
);

export const favoriteGame = pgTable(
  "favorite_game",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * A launched game: the provider authenticates with the token (only its hash is stored). Demo sessions
 * play with a balance kept on the session itself and never touch the ledger.
 */
export const gameSession = pgTable(
  "game_session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    playerId: uuid("player_id").references(() => player.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id),
    providerSlug: text("provider_slug").notNull(),
    mode: text("mode", { enum: ["real", "demo"] }).notNull(),
    /** The player's game mode at launch: it fixes which currencies this session bets and wins. */
    gameMode: text("game_mode", { enum: ["TournamentPoints", "SweepStakes"] }).notNull(),
    demoBalance: bigint("demo_balance", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("game_session_player").on(t.playerId, t.createdAt)],
);

/** Provably fair seeds (ARCHITECTURE D17): the hash is shown before play, the seed only once rotated. */
export const fairSeed = pgTable(
  "fair_seed",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("fair_seed_one_active").on(t.playerId).where(sql`${t.revealedAt} is null`),
    uniqueIndex("fair_seed_hash").on(t.serverSeedHash),
  ],
);

export const ROUND_STATUSES = ["open", "settled", "rolled_back"] as const;

/** One game round: its bets and wins, the outcome and the fairness data to verify it. */
export const gameRound = pgTable(
  "game_round",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    providerSlug: text("provider_slug").notNull(),
    providerRoundId: text("provider_round_id").notNull(),
    gameSessionId: uuid("game_session_id")
      .notNull()
      .references(() => gameSession.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id),
    gameMode: text("game_mode", { enum: ["TournamentPoints", "SweepStakes"] }).notNull(),
    status: text("status", { enum: ROUND_STATUSES }).notNull().default("open"),
    betTotal: bigint("bet_total", { mode: "bigint" }).notNull().default(sql`0`),
    winTotal: bigint("win_total", { mode: "bigint" }).notNull().default(sql`0`),
    outcome: jsonb("outcome"),
    fairSeedId: bigint("fair_seed_id", { mode: "number" }),
    nonce: integer("nonce"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("game_round_provider_round").on(t.providerSlug, t.providerRoundId),
    index("game_round_player").on(t.playerId, t.createdAt),
    // The home page's "last winners": newest winning rounds first, without scanning every round.
    index("game_round_recent_wins")
      .on(t.settledAt.desc())
      .where(sql`${t.status} = 'settled' and ${t.winTotal} > 0`),
  ],
);

export const WALLET_OPERATIONS = ["bet", "win", "rollback"] as const;

/**
 * Every money call of a provider, keyed by its own transaction id: a replay returns `response`, a
 * different request under the same id is refused. A rollback of a bet we never saw is stored with
 * `is_tombstone`, so that bet is refused if it arrives late.
 */
export const walletTransaction = pgTable(
  "wallet_transaction",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    providerSlug: text("provider_slug").notNull(),
    providerTransactionId: text("provider_transaction_id").notNull(),
    operation: text("operation", { enum: WALLET_OPERATIONS }).notNull(),
    roundId: bigint("round_id", { mode: "bigint" }).references(() => gameRound.id),
    /** For win and rollback: the provider's id of the bet they refer to. */
    betTransactionId: text("bet_transaction_id"),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    fingerprint: text("fingerprint").notNull(),
    isTombstone: boolean("is_tombstone").notNull().default(false),
    isRolledBack: boolean("is_rolled_back").notNull().default(false),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("wallet_transaction_provider_id").on(t.providerSlug, t.providerTransactionId),
    index("wallet_transaction_bet").on(t.providerSlug, t.betTransactionId),
  ],
);
