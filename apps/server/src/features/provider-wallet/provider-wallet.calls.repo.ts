import type { WalletBalance, WalletTransactionResult } from "@casino/contracts";
import type { Executor } from "@casino/db";

// The hot path (ARCHITECTURE D21, decision 018): a bet, a win and a rollback each run in the wallet's
// PL/pgSQL functions (migrations 20261124221357_wallet_in_one_round_trip, 20261124222548_wallet_calls_group
// _commit), never as a transaction of several statements. The functions touch the session, claim the
// transaction id, move the round and post the money through the ledger's SQL functions; a refusal is raised,
// so the call rolls back as a whole, as the transaction of several statements did before.

/** What a bet, win or rollback answers: the provider's answer, and our round id (null on a replay). */
export interface CallResult {
  answer: WalletTransactionResult;
  roundId: string | null;
}

/** One bet, win or rollback, as the wallet's functions take it. */
export interface WalletCallRow {
  operation: "bet" | "win" | "rollback";
  provider: string;
  /** SHA-256 of the session token: only the hash is stored. */
  tokenHash: string;
  transactionId: string;
  roundId: string;
  amount: bigint;
  /** Tells a replay (same details) from another request with the same transaction id. */
  fingerprint: string;
  now: Date;
  /** The bet a win or a rollback follows (null for a bet). */
  betTransactionId: string | null;
  /** What the built-in provider records on the round its bet opens. */
  house: { outcome: object; fairSeedId: number; nonce: number } | null;
}

/** The same for every call: the session's idle and absolute limits and each brand's largest stake. */
export interface CallSettings {
  idleMs: number;
  maxMs: number;
  /** Minor units of the largest SweepStakes stake, by brand: `{"funrize": "500000", …}`. */
  maxStakesJson: string;
}

/** A refusal as a function raised it: SQLSTATE (wallet or ledger), error code and the argument of its message. */
export interface RaisedRefusal {
  state: string;
  code: string;
  detail: string;
}

/** A call's result as its function returns it: also whose money it moved (absent on a replay). */
export type RawCallResult = CallResult & { playerId?: string };

/** How one call of a group ended: done, refused (with the balance read after its rollback), or failed. */
export type CallOutcome =
  | { done: RawCallResult }
  | { refused: RaisedRefusal & { balance: WalletBalance | null } }
  | { failed: { state: string; message: string } };

/**
 * Group commit: several calls in one statement, one round trip and one commit (wallet_calls). Each runs in
 * a subtransaction of its own, in the order given.
 */
export async function callsStatement(
  executor: Executor,
  calls: readonly WalletCallRow[],
  settings: CallSettings,
): Promise<CallOutcome[]> {
  const rows = await executor.query<{ outcomes: CallOutcome[] }>(
    "select wallet_calls($1::jsonb, $2::bigint, $3::bigint, $4::jsonb) as outcomes",
    [
      JSON.stringify(
        calls.map((call) => ({
          operation: call.operation,
          provider: call.provider,
          tokenHash: call.tokenHash,
          transactionId: call.transactionId,
          roundId: call.roundId,
          amount: call.amount.toString(),
          fingerprint: call.fingerprint,
          now: call.now.toISOString(),
          betTransactionId: call.betTransactionId,
          outcome: call.house?.outcome ?? null,
          fairSeedId: call.house?.fairSeedId ?? null,
          nonce: call.house?.nonce ?? null,
        })),
      ),
      settings.idleMs,
      settings.maxMs,
      settings.maxStakesJson,
    ],
    // Every group of calls is this statement: parsed and planned once per connection.
    { prepareAs: "wallet_calls" },
  );
  const outcomes = rows[0]?.outcomes;
  if (outcomes?.length !== calls.length) throw new Error("wallet_calls answered another number of calls");
  return outcomes;
}

/** One call as a statement of its own (wallet_bet, wallet_win or wallet_rollback); a refusal is thrown. */
export async function callStatement(
  executor: Executor,
  call: WalletCallRow,
  settings: CallSettings,
): Promise<RawCallResult> {
  const common = [
    call.provider,
    call.tokenHash,
    call.transactionId,
    call.roundId,
    call.amount.toString(),
  ] as const;
  const rows =
    call.operation === "bet"
      ? await executor.query<{ result: RawCallResult }>(
          `select wallet_bet($1::text, $2::text, $3::text, $4::text, $5::bigint, $6::text, $7::timestamptz,
             $8::bigint, $9::bigint, $10::jsonb, $11::jsonb, $12::bigint, $13::integer) as result`,
          [
            ...common,
            call.fingerprint,
            call.now.toISOString(),
            settings.idleMs,
            settings.maxMs,
            settings.maxStakesJson,
            call.house ? JSON.stringify(call.house.outcome) : null,
            call.house?.fairSeedId ?? null,
            call.house?.nonce ?? null,
          ],
        )
      : await executor.query<{ result: RawCallResult }>(
          `select ${call.operation === "win" ? "wallet_win" : "wallet_rollback"}($1::text, $2::text, $3::text,
             $4::text, $5::bigint, $6::text, $7::text, $8::timestamptz, $9::bigint, $10::bigint) as result`,
          [
            ...common,
            call.betTransactionId,
            call.fingerprint,
            call.now.toISOString(),
            settings.idleMs,
            settings.maxMs,
          ],
        );
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

/** The SQLSTATEs the wallet's and the ledger's functions raise a refusal with; the message is the code. */
const REFUSAL_STATES = new Set(["WR001", "LR001"]);

/** A refusal a wallet or ledger function raised as an error, or null for any other error. */
export function raisedRefusalOf(error: unknown): RaisedRefusal | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (typeof code !== "string" || !REFUSAL_STATES.has(code) || typeof message !== "string") return null;
  return { state: code, code: message, detail: typeof detail === "string" ? detail : "" };
}
