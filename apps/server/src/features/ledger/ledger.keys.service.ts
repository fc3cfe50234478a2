import type { Executor } from "@casino/db";
import { selectPostedKeys } from "./ledger.keys.repo";

/**
 * Which of a feature's idempotency keys were already posted, so it can show a prize as paid without
 * reading the journal itself (decision 017: the ledger alone queries its tables).
 */
export function findPostedKeys(executor: Executor, input: { idempotencyKeys: readonly string[] }) {
  return selectPostedKeys(executor, input.idempotencyKeys);
}
