import {
  type EndpointInput,
  type providerBetEndpoint,
  type providerWinEndpoint,
  WAGER_SETTLED,
  type WagerSettledEvent,
  type WalletBalance,
  type WalletTransactionResult,
} from "@casino/contracts";
import { writeOutboxEvent } from "../../platform/outbox";
import {
  balanceAnswer,
  fail,
  inSession,
  ownerOfRound,
  ownerOfSession,
  runWalletCall,
  type WalletDeps,
} from "./provider-wallet.call";
import { awardTourPoints, type MoneyOwner, walletCurrencyOf } from "./provider-wallet.money";
import { closeRound, findRoundByProviderId } from "./provider-wallet.rounds.repo";

export {
  hashSessionToken,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  type WalletDeps,
  WalletRefusal,
} from "./provider-wallet.call";

/** A wallet operation's input: which provider called, and the call's validated body. */
export interface WalletCall<Body> {
  provider: string;
  call: Body;
}

/** A call that names only its game session. */
type SessionCall = { sessionToken: string };

/** Checks a session token and answers its player, game and balance. */
export async function walletAuthenticate(ctx: WalletDeps, { provider, call }: WalletCall<SessionCall>) {
  return inSession(ctx, provider, call.sessionToken, async (tx, session) => {
    if (!session.isLive) throw fail.expired();
    return {
      ...(await balanceAnswer(tx, ownerOfSession(session))),
      playerId: session.playerId,
      gameId: session.gameId,
    };
  });
}

export async function walletBalance(ctx: WalletDeps, { provider, call }: WalletCall<SessionCall>) {
  return inSession(ctx, provider, call.sessionToken, async (tx, session) => {
    if (!session.isLive) throw fail.expired();
    return balanceAnswer(tx, ownerOfSession(session));
  });
}

/** What the built-in provider records on a round when it opens it: the outcome and its seeds. */
export interface HouseRoundRecord {
  outcome: object;
  fairSeedId: number;
  nonce: number;
}

export interface WalletResult<T> {
  answer: T;
  /** Our round id, when this call opened or touched a round (null on a replay). */
  roundId: string | null;
}

/**
 * Takes a stake for a round, opening the round on its first bet. Refused once the session expired; a
 * replay answers the first result even then. In the wallet's SQL function wallet_bet (decision 018).
 */
export function walletBet(
  ctx: WalletDeps,
  {
    provider,
    call: body,
    house,
  }: WalletCall<EndpointInput<typeof providerBetEndpoint>["body"]> & {
    house?: HouseRoundRecord;
  },
): Promise<WalletResult<WalletTransactionResult>> {
  return runWalletCall(ctx, {
    operation: "bet",
    provider,
    sessionToken: body.sessionToken,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: BigInt(body.amount),
    betTransactionId: null,
    house: house ?? null,
  });
}

/** A win or a rollback: a call that names the bet it follows (the two bodies have the same fields). */
type FollowUpBody = EndpointInput<typeof providerWinEndpoint>["body"];

const followUp = (
  ctx: WalletDeps,
  operation: "win" | "rollback",
  { provider, call: body }: WalletCall<FollowUpBody>,
): Promise<WalletResult<WalletTransactionResult>> =>
  runWalletCall(ctx, {
    operation,
    provider,
    sessionToken: body.sessionToken,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: BigInt(body.amount),
    betTransactionId: body.betTransactionId,
    house: null,
  });

/**
 * Pays a win for a bet of an open round; accepted after the session expired. A win and a rollback of one
 * bet lock the bet's row, so they never interleave. In the wallet's SQL function wallet_win.
 */
export const walletWin = (ctx: WalletDeps, call: WalletCall<FollowUpBody>) => followUp(ctx, "win", call);

/**
 * Refunds a bet that did not complete. A bet we never saw gets a tombstone (the late bet is refused); a bet
 * rolled back already is answered again without moving money; a settled bet (its round ended, or a win was
 * paid for it) is refused. Accepted after the session expired. In the wallet's SQL function wallet_rollback.
 */
export const walletRollback = (ctx: WalletDeps, call: WalletCall<FollowUpBody>) =>
  followUp(ctx, "rollback", call);

/**
 * Closes a round. A settled real-money round pays its tourPoints (TournamentPoints) and writes
 * `wager.settled` to the outbox in this same transaction. Ending an ended round answers the balance again.
 */
export async function walletEndRound(
  ctx: WalletDeps,
  { provider, call: body }: WalletCall<SessionCall & { roundId: string }>,
): Promise<WalletResult<WalletBalance>> {
  return inSession(ctx, provider, body.sessionToken, async (tx, session, now) => {
    const closed = await closeRound(tx, {
      providerSlug: provider,
      providerRoundId: body.roundId,
      playerId: session.playerId,
      now,
    });
    if (!closed) {
      const round = await findRoundByProviderId(tx, provider, body.roundId);
      if (!round || round.playerId !== session.playerId) throw fail.betNotFound();
      return { answer: await balanceAnswer(tx, ownerOfRound(round)), roundId: round.id };
    }
    const owner: MoneyOwner = {
      mode: closed.mode,
      gameMode: closed.gameMode,
      playerId: closed.playerId,
      sessionId: closed.gameSessionId,
    };
    if (closed.status === "settled" && closed.mode === "real") {
      await awardTourPoints(tx, owner, closed.betTotal, `wallet-round:${closed.id}:tour-points`);
      const event: WagerSettledEvent = {
        roundId: closed.id,
        playerId: closed.playerId,
        gameId: closed.gameId,
        providerSlug: provider,
        gameMode: closed.gameMode,
        currency: walletCurrencyOf(closed.gameMode),
        bet: closed.betTotal.toString(),
        win: closed.winTotal.toString(),
        settledAt: now.toISOString(),
      };
      await writeOutboxEvent(tx, { topic: WAGER_SETTLED, aggregateId: closed.playerId, payload: event }, now);
    }
    return { answer: await balanceAnswer(tx, owner), roundId: closed.id };
  });
}
