import { createHash } from "node:crypto";
import { BRANDS, toMinorUnits, type WalletBalance } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { ledgerRefusalOf } from "../ledger";
import {
  balanceOfToken,
  type CallResult,
  type CallSettings,
  callStatement,
  type RaisedRefusal,
  type RawCallResult,
  raisedRefusalOf,
  type WalletCallRow,
} from "./provider-wallet.calls.repo";
import { runInGroup } from "./provider-wallet.group-commit";
import { type MoneyOwner, playableBalance, walletCurrencyOf } from "./provider-wallet.money";
import { touchSession, type WalletSession } from "./provider-wallet.repo";
import type { RoundRef } from "./provider-wallet.rounds.repo";

/**
 * The steps every seamless-wallet call shares: its session, the fingerprint of its transaction id (a replay
 * gets the stored answer), the refusals and the answer with the balance. A bet, win or rollback runs in the
 * wallet's SQL functions (runWalletCall); authenticate, balance and the end of a round in a transaction
 * (inSession).
 */

export interface WalletDeps {
  db: Database;
  clock: Clock;
  /** Told after a committed bet, win or rollback moved a player's balance (their open tabs follow it live). */
  balanceMoved?: (playerId: string) => void;
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

export const fail = {
  tokenInvalid: () => new AppError("TOKEN_INVALID", 401, "This game session token is not known."),
  expired: () => new AppError("SESSION_EXPIRED", 401, "The game session has expired; launch the game again."),
  betNotFound: () => new AppError("BET_NOT_FOUND", 404, "No such bet in this round."),
  rolledBack: () => new AppError("BET_ROLLED_BACK", 409, "This bet was rolled back."),
  roundClosed: (message = "The round is closed.") => new AppError("ROUND_CLOSED", 409, message),
  settled: () => new AppError("BET_ALREADY_SETTLED", 409, "The bet is settled and cannot be rolled back."),
  duplicate: () =>
    new AppError("DUPLICATE_TRANSACTION", 409, "This transaction id was already used for another request."),
  forbidden: () => new AppError("FORBIDDEN", 403, "This player cannot play."),
  playBlocked: () =>
    new AppError("PLAY_BLOCKED", 403, "This player is in a cool-off, self-exclusion or restriction."),
  maxBetExceeded: () =>
    new AppError("MAX_BET_EXCEEDED", 409, "This bet is above the maximum bet of SweepStakes play."),
  insufficientFunds: () => new AppError("INSUFFICIENT_FUNDS", 409, "The balance is too low for this bet."),
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

/**
 * What a call's transaction id stands for: a replay with the same details answers the first result, the
 * same id with other details is DUPLICATE_TRANSACTION.
 */
export function callFingerprint(request: {
  operation: "bet" | "win" | "rollback";
  roundId: string;
  amount: bigint;
  betTransactionId: string | null;
}): string {
  return createHash("sha256")
    .update(
      JSON.stringify([request.operation, request.roundId, `${request.amount}`, request.betTransactionId]),
    )
    .digest("hex");
}

/** The largest SweepStakes stake of each brand in minor units, as the bet function reads it (real money only). */
const MAX_SWEEPSTAKES_STAKES = JSON.stringify(
  Object.fromEntries(
    Object.entries(BRANDS).map(([brand, { limits }]) => [
      brand,
      toMinorUnits(limits.maxSweepStakesStake, "entries").toString(),
    ]),
  ),
);

const CALL_SETTINGS: CallSettings = {
  idleMs: SESSION_IDLE_MS,
  maxMs: SESSION_MAX_MS,
  maxStakesJson: MAX_SWEEPSTAKES_STAKES,
};

/** The wording of each refusal a wallet SQL function raises, by its code (decision 018). */
const REFUSALS: Record<string, (detail: string) => AppError> = {
  TOKEN_INVALID: fail.tokenInvalid,
  SESSION_EXPIRED: fail.expired,
  FORBIDDEN: fail.forbidden,
  PLAY_BLOCKED: fail.playBlocked,
  MAX_BET_EXCEEDED: fail.maxBetExceeded,
  ROUND_CLOSED: (detail) =>
    detail === "another-session"
      ? fail.roundClosed("This round belongs to another game session.")
      : fail.roundClosed(),
  BET_NOT_FOUND: fail.betNotFound,
  BET_ROLLED_BACK: fail.rolledBack,
  BET_ALREADY_SETTLED: fail.settled,
  DUPLICATE_TRANSACTION: fail.duplicate,
  INSUFFICIENT_FUNDS: fail.insufficientFunds,
  BAD_REQUEST: (betAmount) =>
    new AppError("BAD_REQUEST", 400, `The rollback amount must equal the bet's (${betAmount}).`),
};

/** The AppError of a refusal a function raised: the ledger's wording for its own, the wallet's for the rest. */
function refusalError(raised: RaisedRefusal): AppError {
  const ledger = ledgerRefusalOf({ code: raised.state, message: raised.code });
  if (ledger) return ledger;
  const refusal = REFUSALS[raised.code];
  if (!refusal) throw new Error(`a wallet function raised an unknown refusal ${raised.code}`);
  return refusal(raised.detail);
}

/** A refusal as the provider gets it: with the balance, once the session is known. */
function refusalAnswer(raised: RaisedRefusal, balance: WalletBalance | null): AppError {
  const refusal = refusalError(raised);
  return refusal.code === "TOKEN_INVALID" || !balance ? refusal : new WalletRefusal(refusal, balance);
}

/** A call's result once its statement committed; a replay moved nothing, and announcing it again is harmless. */
function committed(deps: WalletDeps, { answer, roundId, playerId }: RawCallResult): CallResult {
  if (playerId) deps.balanceMoved?.(playerId);
  return { answer, roundId };
}

/** A bet, win or rollback as the service asks for it (the token in clear, hashed here). */
export type WalletCallRequest = Omit<WalletCallRow, "tokenHash" | "now" | "fingerprint"> & {
  sessionToken: string;
};

/**
 * Runs a bet, win or rollback in the next group statement of calls (provider-wallet.group-commit.ts): one
 * round trip, answered with its refusal's balance from the same statement. A call that failed for another
 * reason there (a deadlock with another statement, say) runs once more as a statement of its own, where a
 * refusal costs a second round trip for the balance.
 */
export async function runWalletCall(deps: WalletDeps, request: WalletCallRequest): Promise<CallResult> {
  const { sessionToken, ...rest } = request;
  const call: WalletCallRow = {
    ...rest,
    tokenHash: hashSessionToken(sessionToken),
    now: deps.clock.now(),
    fingerprint: callFingerprint(request),
  };
  const outcome = await runInGroup(deps.db, call, CALL_SETTINGS);
  if ("done" in outcome) return committed(deps, outcome.done);
  if ("refused" in outcome) throw refusalAnswer(outcome.refused, outcome.refused.balance);
  try {
    return committed(deps, await callStatement(deps.db, call, CALL_SETTINGS));
  } catch (error) {
    const raised = raisedRefusalOf(error);
    if (!raised) throw error;
    throw refusalAnswer(raised, await balanceOfToken(deps.db, call.provider, call.tokenHash));
  }
}
