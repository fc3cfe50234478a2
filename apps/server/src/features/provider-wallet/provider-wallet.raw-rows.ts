import type { RawRow, schema } from "@casino/db";

// Row types of the wallet's raw SQL, derived from the schema so a renamed or retyped column breaks the
// build where the SQL reads it (decision 017).

interface WalletTables {
  session: typeof schema.gameSession.$inferSelect;
  round: typeof schema.gameRound.$inferSelect;
  transaction: typeof schema.walletTransaction.$inferSelect;
}

/** Some columns of one of the wallet's tables, as its raw SQL returns them. */
export type WalletRaw<T extends keyof WalletTables, K extends keyof WalletTables[T]> = RawRow<
  Pick<WalletTables[T], K>
>;
