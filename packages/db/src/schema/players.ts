import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const GAME_MODES = ["TournamentPoints", "SweepStakes"] as const;
export const REGISTRATION_FUNNELS = ["email", "otp"] as const;

/**
 * A player of one brand: each brand is its own casino, so the same email may hold an account in two
 * brands. Emails are stored lower-cased and trimmed; the unique index makes sign-up races safe.
 */
export const player = pgTable(
  "player",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: text("brand_id").notNull(),
    email: text("email").notNull(),
    /**
     * The address as uniqueness and limits see it (`canonicalEmail` of the domain package: `+tags` and
     * Gmail dots dropped where the provider ignores them), so one mailbox holds one account per brand.
     */
    emailCanonical: text("email_canonical").notNull(),
    /** Null for a player who joined through the one-time-code funnel and has not set one yet. */
    passwordHash: text("password_hash"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    phone: text("phone"),
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    primaryContact: text("primary_contact", { enum: ["email", "phone"] })
      .notNull()
      .default("email"),
    gameMode: text("game_mode", { enum: GAME_MODES }).notNull().default("TournamentPoints"),
    isAffiliate: boolean("is_affiliate").notNull().default(false),
    accountStatus: text("account_status", { enum: ["ACTIVE", "BLOCKED", "CLOSED"] })
      .notNull()
      .default("ACTIVE"),
    registrationFunnel: text("registration_funnel", { enum: REGISTRATION_FUNNELS })
      .notNull()
      .default("email"),
    /** Null while spec §5 forces the registration-complete page or modal. */
    registrationCompletedAt: timestamp("registration_completed_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    /** This player's own invite code, shared as `?invited_by=`. */
    referralCode: text("referral_code").notNull(),
    /** The player who invited this one, from the `invited_by` cookie at sign-up. */
    invitedByPlayerId: uuid("invited_by_player_id"),
    /** Affiliate campaign code from the `refcode` cookie at sign-up. */
    affiliateRefcode: text("affiliate_refcode"),
    registrationSource: text("registration_source"),
    trafficSource: text("traffic_source"),
    name: text("name"),
    surname: text("surname"),
    birthday: date("birthday", { mode: "string" }),
    zip: text("zip"),
    city: text("city"),
    address: text("address"),
    address2: text("address2"),
    state: text("state"),
    /** A player with a password signs in with it only, unless they chose one-time codes as well. */
    isCodeSignInEnabled: boolean("is_code_sign_in_enabled").notNull().default(false),
    /**
     * Until when the player may not play for real, buy or claim prizes (a cool-off, self-exclusion or
     * operator restriction of the responsible-play feature, which keeps it in step with its blocks);
     * `infinity` until lifted. The wallet's bet reads it with the session, so a block costs a bet nothing.
     */
    playBlockedUntil: timestamp("play_blocked_until", { withTimezone: true }),
    /** Minutes between reality-check reminders; 0 turns them off (spec §9). */
    activityReminderMinutes: integer("activity_reminder_minutes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("player_brand_email").on(t.brandId, t.email),
    uniqueIndex("player_brand_email_canonical").on(t.brandId, t.emailCanonical),
    uniqueIndex("player_referral_code").on(t.referralCode),
    index("player_invited_by").on(t.invitedByPlayerId),
  ],
);

/** What support and compliance write about a player in the back office (issue #11); never shown to them. */
export const playerNote = pgTable(
  "player_note",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id").notNull(),
    operatorName: text("operator_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("player_note_player").on(t.playerId, t.createdAt)],
);
