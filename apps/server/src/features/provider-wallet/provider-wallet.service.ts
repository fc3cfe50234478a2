import {
  BRANDS,
  type EndpointInput,
  type providerBetEndpoint,
  toMinorUnits,
  WAGER_SETTLED,
  type WagerSettledEvent,
  type WalletBalance,
  type WalletTransactionResult,
} from "@casino/contracts";
import { AppError } from "../../platform/errors";
import { writeOutboxEvent } from "../../platform/outbox";
import {
  answerAndStore,
  balanceAnswer,
  claim,
  fail,
  inSession,
  ownerOfRound,
  ownerOfSession,
  type WalletDeps,
  walletKey,
} from "./provider-wallet.call";
import { claimFollowUp, type FollowUpBody, roundOfBet } from "./provider-wallet.follow-up";
import {
  awardTourPoints,
  creditWin,
  debitStake,
  type MoneyOwner,
  refundStake,
  walletCurrencyOf,
} from "./provider-wallet.money";
import {
  hasWinForBet,
  insertTombstone,
  lockTransaction,
  markRolledBack,
  type WalletSession,
} from "./provider-wallet.repo";
import {
  addBetToRound,
  addToOpenRound,
  closeRound,
  findRoundByProviderId,
} from "./provider-wallet.rounds.repo";

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

/** Takes a stake for a round, opening the round on its first bet. Refused once the session expired. */
export async function walletBet(
  ctx: WalletDeps,
  {
    provider,
    call: body,
    house,
  }: WalletCall<EndpointInput<typeof providerBetEndpoint>["body"]> & {
    house?: HouseRoundRecord;
  },
): Promise<WalletResult<WalletTransactionResult>> {
  const amount = BigInt(body.amount);
  return inSession(ctx, provider, body.sessionToken, async (tx, session, now) => {
    const claimed = await claim(tx, provider, now, {
      operation: "bet",
      transactionId: body.transactionId,
      roundId: body.roundId,
      amount,
      betTransactionId: null,
    });
    if ("replay" in claimed) return { answer: claimed.replay, roundId: null };
    if (!session.isLive) throw fail.expired();
    if (!session.isPlayerActive) throw new AppError("FORBIDDEN", 403, "This player cannot play.");
    if (exceedsMaxStake(session, amount)) {
      throw new AppError("MAX_BET_EXCEEDED", 409, "This bet is above the maximum bet of SweepStakes play.");
    }
    const roundId = await addBetToRound(tx, {
      providerSlug: provider,
      providerRoundId: body.roundId,
      session,
      amount,
      now,
      outcome: house?.outcome ?? null,
      fairSeedId: house?.fairSeedId ?? null,
      nonce: house?.nonce ?? null,
    });
    if (!roundId) {
      const round = await findRoundByProviderId(tx, provider, body.roundId);
      throw round && round.gameSessionId !== session.id
        ? fail.roundClosed("This round belongs to another game session.")
        : fail.roundClosed();
    }
    const owner = ownerOfSession(session);
    const ledgerId = await debitStake(tx, owner, amount, walletKey(provider, body.transactionId));
    return { answer: await answerAndStore(tx, claimed.id, roundId, owner, ledgerId), roundId };
  });
}

/** Pays a win for a bet of an open round; accepted after the session expired. */
export async function walletWin(
  ctx: WalletDeps,
  { provider, call: body }: WalletCall<FollowUpBody>,
): Promise<WalletResult<WalletTransactionResult>> {
  return inSession(ctx, provider, body.sessionToken, async (tx, session, now) => {
    const step = await claimFollowUp(tx, provider, now, "win", body);
    if ("replay" in step) return { answer: step.replay, roundId: null };
    const { bet, amount } = step;
    if (bet?.operation !== "bet") throw fail.betNotFound();
    if (bet.isTombstone || bet.isRolledBack) throw fail.rolledBack();
    const round = await roundOfBet(tx, bet, body.roundId, session);
    if (!(await addToOpenRound(tx, round.id, { bet: 0n, win: amount }))) throw fail.roundClosed();
    const owner = ownerOfRound(round);
    const ledgerId = await creditWin(tx, owner, amount, walletKey(provider, body.transactionId));
    return { answer: await answerAndStore(tx, step.id, round.id, owner, ledgerId), roundId: round.id };
  });
}

/**
 * Refunds a bet that did not complete. A bet we never saw gets a tombstone (the late bet is refused); a bet
 * rolled back already is answered again without moving money; a settled bet (its round ended, or a win was
 * paid for it) is refused. Accepted after the session expired.
 */
export async function walletRollback(
  ctx: WalletDeps,
  { provider, call: body }: WalletCall<FollowUpBody>,
): Promise<WalletResult<WalletTransactionResult>> {
  return inSession(ctx, provider, body.sessionToken, async (tx, session, now) => {
    const step = await claimFollowUp(tx, provider, now, "rollback", body);
    if ("replay" in step) return { answer: step.replay, roundId: null };
    const { amount } = step;
    const answerUnmoved = async () => ({
      answer: await answerAndStore(tx, step.id, null, ownerOfSession(session), null),
      roundId: null,
    });
    let bet = step.bet;
    if (!bet) {
      const tombstone = { providerSlug: provider, betTransactionId: body.betTransactionId, amount, now };
      if (await insertTombstone(tx, tombstone)) return answerUnmoved();
      // The bet committed while we waited on its id: roll it back like any other.
      bet = await lockTransaction(tx, provider, body.betTransactionId);
      if (!bet) throw new Error(`bet ${body.betTransactionId} vanished`);
    }
    if (bet.operation !== "bet") throw fail.betNotFound();
    if (bet.isTombstone || bet.isRolledBack) return answerUnmoved();
    const round = await roundOfBet(tx, bet, body.roundId, session);
    if (bet.amount !== amount) {
      throw new AppError("BAD_REQUEST", 400, `The rollback amount must equal the bet's (${bet.amount}).`);
    }
    if (round.status !== "open" || (await hasWinForBet(tx, provider, body.betTransactionId)))
      throw fail.settled();
    if (!(await addToOpenRound(tx, round.id, { bet: -amount, win: 0n }))) throw fail.settled();
    await markRolledBack(tx, bet.id);
    const owner = ownerOfRound(round);
    const ledgerId = await refundStake(tx, owner, amount, {
      bet: walletKey(provider, body.betTransactionId),
      refund: walletKey(provider, body.transactionId),
    });
    return { answer: await answerAndStore(tx, step.id, round.id, owner, ledgerId), roundId: round.id };
  });
}

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

/** The brand's cap on one SweepStakes bet (real money only: demo play has no redeemable wins). */
function exceedsMaxStake(session: WalletSession, amount: bigint): boolean {
  if (session.mode !== "real" || session.gameMode !== "SweepStakes") return false;
  return amount > toMinorUnits(BRANDS[session.brandId].limits.maxSweepStakesStake, "entries");
}
