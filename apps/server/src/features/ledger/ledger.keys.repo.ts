import { type Executor, schema } from "@casino/db";
import { inArray } from "drizzle-orm";

const { ledgerTransaction } = schema;

/** Which of the given idempotency keys name a posted transaction. */
export async function selectPostedKeys(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await executor.orm
    .select({ key: ledgerTransaction.idempotencyKey })
    .from(ledgerTransaction)
    .where(inArray(ledgerTransaction.idempotencyKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
