import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

/**
 * Server-side sessions (ARCHITECTURE D10). Only the SHA-256 of the cookie's random id is stored, so a
 * leaked table cannot be replayed as cookies.
 */
export const playerSession = pgTable(
  "player_session",
  {
    idHash: text("id_hash").primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("player_session_player").on(t.playerId)],
);

export const AUTH_TOKEN_PURPOSES = ["password_reset", "email_confirm", "one_time_code"] as const;

/** Single-use, expiring tokens: password reset and email confirmation links, one-time sign-up codes. */
export const authToken = pgTable(
  "auth_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    /** Null for a one-time code sent to an address that has no account yet. */
    playerId: uuid("player_id").references(() => player.id, { onDelete: "cascade" }),
    brandId: text("brand_id").notNull(),
    email: text("email").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("auth_token_player").on(t.playerId), index("auth_token_email").on(t.brandId, t.email)],
);

/**
 * Failed sign-ins per address and IP: ten within 15 minutes lock that pair for 15 minutes. Keyed by the
 * address typed, not the player, so an address without an account locks the same way and the lock never
 * tells whether an account exists.
 */
export const signInFailure = pgTable(
  "sign_in_failure",
  {
    brandId: text("brand_id").notNull(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    failures: integer("failures").notNull(),
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.email, t.ip] })],
);

/**
 * Spent captcha answers (ARCHITECTURE D10): a proof-of-work solution is accepted once, on any node, until
 * its challenge expires; expired rows are swept when new ones are written.
 */
export const captchaSolution = pgTable(
  "captcha_solution",
  {
    /** The challenge's HMAC signature, unique per challenge. */
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_solution_expires").on(t.expiresAt)],
);

/**
 * Every sign-in of a player (issue #11): written in the transaction that starts the session, read by the
 * back office's sign-in history. `method` is how they proved who they are.
 */
export const playerSignIn = pgTable(
  "player_sign_in",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    method: text("method", { enum: ["password", "one-time-code", "sign-up"] }).notNull(),
  },
  (t) => [index("player_sign_in_player").on(t.playerId, t.occurredAt)],
);
