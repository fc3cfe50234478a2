import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

export const PURCHASE_LIMIT_PERIODS = ["day", "week", "month"] as const;
export const PLAY_BLOCK_KINDS = ["cool_off", "self_exclusion", "operator"] as const;

/**
 * A player's purchase limit for one period (issue #13): money in minor units (cents). A decrease applies
 * at once; an increase (or removal, a null pending amount with `pending_removal`) waits in the pending
 * columns until `pending_effective_at` and then the player's confirmation.
 */
export const responsiblePlayLimit = pgTable(
  "responsible_play_limit",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    period: text("period", { enum: PURCHASE_LIMIT_PERIODS }).notNull(),
    /** The limit in force; null when none is set. */
    amount: bigint("amount", { mode: "bigint" }),
    /** A requested increase waiting for its cooling period and confirmation; null when none. */
    pendingAmount: bigint("pending_amount", { mode: "bigint" }),
    /** True when the pending change removes the limit altogether. */
    pendingRemoval: boolean("pending_removal").notNull().default(false),
    pendingRequestedAt: timestamp("pending_requested_at", { withTimezone: true }),
    pendingEffectiveAt: timestamp("pending_effective_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.period] }),
    check("responsible_play_limit_positive", sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check(
      "responsible_play_limit_pending_positive",
      sql`${t.pendingAmount} IS NULL OR ${t.pendingAmount} > 0`,
    ),
  ],
);

/**
 * A period in which the player may not buy, play or claim prizes: a cool-off or self-exclusion the player
 * chose, or a restriction an operator imposed. `ends_at` null means until lifted (operators only); a
 * player's self-exclusion is never shortened. Lifting an operator restriction sets `lifted_at`.
 */
export const responsiblePlayBlock = pgTable(
  "responsible_play_block",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    kind: text("kind", { enum: PLAY_BLOCK_KINDS }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    reason: text("reason"),
    operatorId: uuid("operator_id"),
    operatorName: text("operator_name"),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedByOperatorId: uuid("lifted_by_operator_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("responsible_play_block_player").on(t.playerId, t.startsAt),
    // The exclusion list: self-exclusions by start.
    index("responsible_play_block_kind").on(t.kind, t.startsAt),
    check("responsible_play_block_ends_after_start", sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check("responsible_play_block_player_blocks_end", sql`${t.kind} = 'operator' OR ${t.endsAt} IS NOT NULL`),
  ],
);

/**
 * The history of a player's responsible-play settings: every change, by the player or an operator, as it
 * happened. Append-only (a trigger refuses UPDATE and DELETE), so the record an auditor reads is the one
 * that was written.
 */
export const responsiblePlayEvent = pgTable(
  "responsible_play_event",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    /** `reality_check_set`, `limit_decreased`, `limit_increase_requested`, `cool_off_started`, … */
    kind: text("kind").notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    actor: text("actor", { enum: ["player", "operator", "system"] }).notNull(),
    operatorId: uuid("operator_id"),
    operatorName: text("operator_name"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("responsible_play_event_player").on(t.playerId, t.occurredAt)],
);
