import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { player } from "./players";

export const HOUSE_ACCOUNTS = [
  "purchases",
  "promotions",
  "game",
  "redemptions",
  "amoe",
  "adjustments",
] as const;

/**
 * One account holds one currency, owned by a player or by the house (ARCHITECTURE D5). `balance` is a
 * cache of the account's postings kept only for player accounts, in the same transaction as the
 * postings; house balances are summed from postings when needed, so no bet updates one hot house row.
 */
export const ledgerAccount = pgTable(
  "ledger_account",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    playerId: uuid("player_id").references(() => player.id),
    house: text("house", { enum: HOUSE_ACCOUNTS }),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("ledger_account_player_currency").on(t.playerId, t.currency),
    uniqueIndex("ledger_account_house_currency").on(t.house, t.currency),
    check("ledger_account_one_owner", sql`(${t.playerId} is null) <> (${t.house} is null)`),
    check("ledger_account_balance_not_negative", sql`${t.balance} >= 0`),
  ],
);

/**
 * A journal entry: append-only; a correction is a reversing transaction. The idempotency key is unique,
 * so the same external request can never post twice; `fingerprint` tells a replay from a conflicting
 * reuse of the key.
 */
export const ledgerTransaction = pgTable(
  "ledger_transaction",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    playerId: uuid("player_id"),
    fingerprint: text("fingerprint").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("ledger_transaction_idempotency_key").on(t.idempotencyKey),
    index("ledger_transaction_player").on(t.playerId, t.createdAt),
  ],
);

export const ledgerPosting = pgTable(
  "ledger_posting",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "bigint" })
      .notNull()
      .references(() => ledgerTransaction.id),
    accountId: bigint("account_id", { mode: "bigint" })
      .notNull()
      .references(() => ledgerAccount.id),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (t) => [
    index("ledger_posting_transaction").on(t.transactionId),
    index("ledger_posting_account").on(t.accountId),
    check("ledger_posting_not_zero", sql`${t.amount} <> 0`),
  ],
);

/**
 * Playthrough (issue #14, ARCHITECTURE D24): every credit of entries that did not come from play opens a
 * batch that must be wagered `required` (the amount × the brand's multiplier for its kind) before the
 * player's winnings count as redeemable. SweepStakes wagers fill the oldest open batch first.
 */
export const playthroughBatch = pgTable(
  "playthrough_batch",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => player.id),
    transactionId: bigint("transaction_id", { mode: "bigint" })
      .notNull()
      .references(() => ledgerTransaction.id),
    kind: text("kind").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    required: bigint("required", { mode: "bigint" }).notNull(),
    wagered: bigint("wagered", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("playthrough_batch_transaction").on(t.transactionId),
    index("playthrough_batch_open").on(t.playerId, t.id).where(sql`${t.completedAt} IS NULL`),
    check("playthrough_batch_wagered", sql`${t.wagered} >= 0 AND ${t.wagered} <= ${t.required}`),
  ],
);

/** The wager.settled rounds already counted toward playthrough: a replayed event counts once. */
export const playthroughWager = pgTable("playthrough_wager", {
  roundId: text("round_id").primaryKey(),
  playerId: uuid("player_id").notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
});
