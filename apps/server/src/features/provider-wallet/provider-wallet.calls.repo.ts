import type { WalletBalance, WalletTransactionResult } from "@casino/contracts";
import type { Executor } from "@casino/db";

// The hot path (ARCHITECTURE D21, decision 018): a bet, a win and a rollback are each ONE statement, a call
// of the wallet's PL/pgSQL function (migration 20261124221357_wallet_in_one_round_trip), run on its own in
// autocommit: one round trip to the database. The function touches the session, claims the transaction
// id, moves the round and posts the money through the ledger's SQL functions; a refusal is raised, so the
// statement rolls back as a whole, as the transaction of several statements did before.

/** What a bet, win or rollback answers: the provider's answer, and our round id (null on a replay). */
export interface CallResult {
  answer: WalletTransactionResult;
  roundId: string | null;
}

/** What every call names: the provider, its session token's hash, its own transaction id and the clock. */
interface CallCommon {
  provider: string;
  tokenHash: string;
  transactionId: string;
  roundId: string;
  amount: bigint;
  /** Tells a replay (same details) from another request with the same transaction id. */
  fingerprint: string;
  now: Date;
  session: { idleMs: number; maxMs: number };
}

export async function betStatement(
  executor: Executor,
  call: CallCommon & {
    /** Minor units of the largest SweepStakes stake, by brand: `{"funrize": "500000", …}`. */
    maxStakesJson: string;
    house: { outcome: object; fairSeedId: number; nonce: number } | null;
  },
): Promise<CallResult> {
  const rows = await executor.query<{ result: CallResult }>(
    `select wallet_bet($1::text, $2::text, $3::text, $4::text, $5::bigint, $6::text, $7::timestamptz,
       $8::bigint, $9::bigint, $10::jsonb, $11::jsonb, $12::bigint, $13::integer) as result`,
    [
      call.provider,
      call.tokenHash,
      call.transactionId,
      call.roundId,
      call.amount.toString(),
      call.fingerprint,
      call.now.toISOString(),
      call.session.idleMs,
      call.session.maxMs,
      call.maxStakesJson,
      call.house ? JSON.stringify(call.house.outcome) : null,
      call.house?.fairSeedId ?? null,
      call.house?.nonce ?? null,
    ],
  );
  return resultOf(rows);
}

/** A win or a rollback: a call that names the bet it follows. */
export async function followUpStatement(
  executor: Executor,
  operation: "win" | "rollback",
  call: CallCommon & { betTransactionId: string },
): Promise<CallResult> {
  const rows = await executor.query<{ result: CallResult }>(
    `select ${operation === "win" ? "wallet_win" : "wallet_rollback"}($1::text, $2::text, $3::text, $4::text,
       $5::bigint, $6::text, $7::text, $8::timestamptz, $9::bigint, $10::bigint) as result`,
    [
      call.provider,
      call.tokenHash,
      call.transactionId,
      call.roundId,
      call.amount.toString(),
      call.betTransactionId,
      call.fingerprint,
      call.now.toISOString(),
      call.session.idleMs,
      call.session.maxMs,
    ],
  );
  return resultOf(rows);
}

function resultOf(rows: { result: CallResult }[]): CallResult {
  const result = rows[0]?.result;
  if (!result) throw new Error("a wallet function answered no row");
  return result;
}

/** The balance answer of a session by its token's hash (read after a refusal); null for no such session. */
export async function balanceOfToken(
  executor: Executor,
  provider: string,
  tokenHash: string,
): Promise<WalletBalance | null> {
  const rows = await executor.query<{ balance: WalletBalance | null }>(
    "select wallet_balance_of_token($1::text, $2::text) as balance",
    [provider, tokenHash],
  );
  return rows[0]?.balance ?? null;
}

/** The SQLSTATE the wallet's functions raise a refusal with; the message is the API error code. */
const WALLET_REFUSAL_STATE = "WR001";

/** A refusal raised by a wallet function: its error code and the argument of its message (may be ""). */
export function walletRefusalOf(error: unknown): { code: string; detail: string } | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (code !== WALLET_REFUSAL_STATE || typeof message !== "string") return null;
  return { code: message, detail: typeof detail === "string" ? detail : "" };
}
