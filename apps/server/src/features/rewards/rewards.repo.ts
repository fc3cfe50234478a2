import type { Executor } from "@casino/db";

/** Which of the given idempotency keys are already posted. */
export async function postedKeys(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  const rows = await executor.query<{ idempotency_key: string }>(
    "select idempotency_key from ledger_transaction where idempotency_key = any($1::text[])",
    [keys],
  );
  return new Set(rows.map((row) => row.idempotency_key));
}
