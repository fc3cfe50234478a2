import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { player } from "./players";

export const IDENTITY_STATUSES = ["not_requested", "pending", "verified", "rejected"] as const;
export const DOCUMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * A player's identity verification (issue #13): `verified` once an operator approved a document or the
 * auto-verification provider passed them; `duplicate_of` names another account the provider matched.
 */
export const identityVerification = pgTable("identity_verification", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => player.id),
  status: text("status", { enum: IDENTITY_STATUSES }).notNull().default("not_requested"),
  /** How the status was reached: `document` or the provider's name. */
  method: text("method"),
  rejectReason: text("reject_reason"),
  duplicateOf: uuid("duplicate_of"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A document a player uploaded. The bytes live outside the web root under DATA_DIR (`storage_key`), served
 * only to the player and to operators; `media_type` is what the content is, found from its bytes.
 */
export const identityDocument = pgTable(
  "identity_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("pending"),
    rejectReason: text("reject_reason"),
    reviewedByOperatorId: uuid("reviewed_by_operator_id"),
    reviewedByName: text("reviewed_by_name"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("identity_document_player").on(t.playerId, t.createdAt),
    // The KYC queue: pending documents, oldest first.
    index("identity_document_queue").on(t.status, t.createdAt),
  ],
);

/**
 * One run of the auto-verification provider for a player: the provider's session and each status it
 * reported (`surveyRequired`, `needScanDocument`, `success`, `failed`, `duplicate`).
 */
export const identityCheck = pgTable(
  "identity_check",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference").notNull().unique(),
    status: text("status").notNull(),
    result: jsonb("result").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("identity_check_player").on(t.playerId, t.createdAt)],
);
