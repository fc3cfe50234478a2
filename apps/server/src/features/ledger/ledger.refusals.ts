import { AppError } from "../../platform/errors";

/**
 * The ledger's refusals, worded once for both ways money is posted: postLedgerTransaction here, and the
 * ledger's SQL functions (ledger_post, ledger_reverse) the seamless wallet calls in its one statement per
 * call (decision 018).
 */
export const ledgerRefusal = {
  insufficientFunds: () =>
    new AppError("INSUFFICIENT_FUNDS", 409, "The balance is too low for this transaction."),
  duplicate: () =>
    new AppError(
      "DUPLICATE_TRANSACTION",
      409,
      "This transaction id was already used for a different transaction.",
    ),
};

/** The SQLSTATE the ledger's SQL functions raise a refusal with; the message is the error code. */
const LEDGER_REFUSAL_STATE = "LR001";

/** The refusal a ledger SQL function raised, as the AppError the TypeScript path throws; null otherwise. */
export function ledgerRefusalOf(error: unknown): AppError | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== LEDGER_REFUSAL_STATE) return null;
  if (message === "INSUFFICIENT_FUNDS") return ledgerRefusal.insufficientFunds();
  if (message === "DUPLICATE_TRANSACTION") return ledgerRefusal.duplicate();
  return null;
}
