import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A role of the back office (issue #11): five built in (admin, support, compliance, finance, marketing),
 * and custom ones an admin composes. Its permissions are rows of `operator_role_permission`.
 */
export const operatorRole = pgTable("operator_role", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  isBuiltIn: boolean("is_built_in").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** `players:read`, `content:write`, …: write includes read (contracts, operators.ts). */
export const operatorRolePermission = pgTable(
  "operator_role_permission",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => operatorRole.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/**
 * A member of staff: apart from players (their own table, sessions and cookie), one role each. The
 * second factor is a TOTP secret, set at the first sign-in; `totp_last_step` refuses a code used twice.
 * Five failed attempts in a row (password or code) lock the account for 15 minutes.
 */
export const operator = pgTable(
  "operator",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    roleId: text("role_id")
      .notNull()
      .references(() => operatorRole.id),
    status: text("status", { enum: ["ACTIVE", "DISABLED"] })
      .notNull()
      .default("ACTIVE"),
    totpSecret: text("totp_secret"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("operator_email").on(t.email)],
);

/** Single-use recovery codes of an operator's second factor, stored as SHA-256 hashes. */
export const operatorRecoveryCode = pgTable(
  "operator_recovery_code",
  {
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operator.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.codeHash] })],
);

/**
 * A sign-in between its two steps: the password was right, the second factor is still due. For an
 * enrolment it holds the new secret until the first code proves the authenticator has it.
 */
export const operatorSignIn = pgTable(
  "operator_sign_in",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operator.id, { onDelete: "cascade" }),
    pendingSecret: text("pending_secret"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("operator_sign_in_operator").on(t.operatorId)],
);

/** An operator's session: only the SHA-256 of the cookie's id is stored, as for players (D10). */
export const operatorSession = pgTable(
  "operator_session",
  {
    idHash: text("id_hash").primaryKey(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operator.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("operator_session_operator").on(t.operatorId)],
);
