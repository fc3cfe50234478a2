import { createHash } from "node:crypto";
import type { WalletBalance, WalletTransactionResult } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { type MoneyOwner, playableBalance, walletCurrencyOf } from "./provider-wallet.money";
import {
  claimTransaction,
  completeTransaction,
  findTransaction,
  touchSession,
  type WalletSession,
} from "./provider-wallet.repo";
import type { RoundRef } from "./provider-wallet.rounds.repo";

/**
 * The steps every seamless-wallet call shares: its session, the claim of its transaction id (a replay
 * gets the stored answer), the refusals, and the answer with the balance, stored with the claim.
 */

export interface WalletDeps {
  db: Database;
  clock: Clock;
}

/** A game session ends 30 minutes after its last wallet call, and never more than 12 hours after launch. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** Only the token's SHA-256 is stored: a database leak does not hand out playable sessions. */
export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A refusal that carries the balance, so a provider learns it even from an error. */
export class WalletRefusal extends AppError {
  constructor(
    error: AppError,
    readonly balance: WalletBalance,
  ) {
    super(error.code, error.statusCode, error.message, error.details);
  }
}

export const ownerOfSession = (s: WalletSession): MoneyOwner => ({
  mode: s.mode,
  gameMode: s.gameMode,
  playerId: s.playerId,
  sessionId: s.id,
});
export const ownerOfRound = (r: RoundRef): MoneyOwner => ({
  mode: r.mode,
  gameMode: r.gameMode,
  playerId: r.playerId,
  sessionId: r.gameSessionId,
});

export async function balanceAnswer(tx: Executor, owner: MoneyOwner): Promise<WalletBalance> {
  return {
    success: true,
    currency: walletCurrencyOf(owner.gameMode),
    gameMode: owner.gameMode,
    balance: Number(await playableBalance(tx, owner)),
  };
}

export const walletKey = (provider: string, transactionId: string) => `wallet:${provider}:${transactionId}`;

export const fail = {
  tokenInvalid: () => new AppError("TOKEN_INVALID", 401, "This game session token is not known."),
  expired: () => new AppError("SESSION_EXPIRED", 401, "The game session has expired; launch the game again."),
  betNotFound: () => new AppError("BET_NOT_FOUND", 404, "No such bet in this round."),
  rolledBack: () => new AppError("BET_ROLLED_BACK", 409, "This bet was rolled back."),
  roundClosed: (message = "The round is closed.") => new AppError("ROUND_CLOSED", 409, message),
  settled: () => new AppError("BET_ALREADY_SETTLED", 409, "The bet is settled and cannot be rolled back."),
  duplicate: () =>
    new AppError("DUPLICATE_TRANSACTION", 409, "This transaction id was already used for another request."),
};

/**
 * Runs one wallet call in one database transaction, after finding (and sliding) the caller's session.
 * A refusal once the session is known is answered with its balance, read after the rollback.
 */
export async function inSession<T>(
  deps: WalletDeps,
  provider: string,
  token: string,
  work: (tx: Executor, session: WalletSession, now: Date) => Promise<T>,
): Promise<T> {
  let known: WalletSession | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const session = await touchSession(tx, {
        tokenHash: hashSessionToken(token),
        providerSlug: provider,
        now,
        idleMs: SESSION_IDLE_MS,
        maxMs: SESSION_MAX_MS,
      });
      if (!session) throw fail.tokenInvalid();
      known = session;
      return work(tx, session, now);
    });
  } catch (error) {
    const session = known as WalletSession | null;
    if (!(error instanceof AppError) || error instanceof WalletRefusal || !session) throw error;
    throw new WalletRefusal(error, await balanceAnswer(deps.db, ownerOfSession(session)));
  }
}

export type Claim = { id: string } | { replay: WalletTransactionResult };

/**
 * Claims the provider's transaction id. A replay with the same details answers the stored first result; the
 * same id with other details is DUPLICATE_TRANSACTION; a bet whose id was rolled back (a tombstone, or a
 * bet refunded since) is BET_ROLLED_BACK.
 */
export async function claim(
  tx: Executor,
  provider: string,
  now: Date,
  request: {
    operation: "bet" | "win" | "rollback";
    transactionId: string;
    roundId: string;
    amount: bigint;
    betTransactionId: string | null;
  },
): Promise<Claim> {
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([request.operation, request.roundId, `${request.amount}`, request.betTransactionId]),
    )
    .digest("hex");
  const id = await claimTransaction(tx, {
    providerSlug: provider,
    providerTransactionId: request.transactionId,
    operation: request.operation,
    betTransactionId: request.betTransactionId,
    amount: request.amount,
    fingerprint,
    now,
  });
  if (id) return { id };
  const existing = await findTransaction(tx, provider, request.transactionId);
  if (!existing) throw new Error(`wallet transaction ${request.transactionId} vanished`);
  if (request.operation === "bet" && existing.operation === "bet" && existing.isTombstone)
    throw fail.rolledBack();
  if (existing.fingerprint !== fingerprint) throw fail.duplicate();
  if (request.operation === "bet" && existing.isRolledBack) throw fail.rolledBack();
  return { replay: existing.response as WalletTransactionResult };
}

export async function answerAndStore(
  tx: Executor,
  claimId: string,
  roundId: string | null,
  owner: MoneyOwner,
  transactionId: string | null,
): Promise<WalletTransactionResult> {
  const answer = { ...(await balanceAnswer(tx, owner)), transactionId };
  await completeTransaction(tx, claimId, roundId, answer);
  return answer;
}
