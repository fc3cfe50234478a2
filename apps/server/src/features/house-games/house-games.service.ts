import type { HouseGameSession, HouseSpinResult } from "@casino/contracts";
import type { Database } from "@casino/db";
import { type Clock, isSlotGameId, payoutFor, type SlotGameId, settleSpin } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { drawRoundSeeds, fairnessCommitment } from "../fairness";
import { type HouseSession, houseSessionByTokenHash, unfinishedHouseRounds } from "../game-sessions";
import {
  HOUSE_PROVIDER,
  hashSessionToken,
  walletBalance,
  walletBet,
  walletCurrencyOf,
  walletEndRound,
  walletWin,
} from "../provider-wallet";
import { assertMayPlay } from "../responsible-play";

interface HouseGamesContext {
  db: Database;
  clock: Clock;
  /** Told when a spin's bet or win moved the player's balance (live balances, issue #12). */
  balanceMoved?: (playerId: string) => void;
}

async function liveSession(
  ctx: HouseGamesContext,
  token: string,
): Promise<HouseSession & { engineId: SlotGameId }> {
  const session = await houseSessionByTokenHash(
    ctx.db,
    hashSessionToken(token),
    HOUSE_PROVIDER,
    ctx.clock.now(),
  );
  if (!session) throw new AppError("TOKEN_INVALID", 401, "This game session token is not known.");
  if (!session.isLive) {
    throw new AppError("SESSION_EXPIRED", 401, "The game session has expired; launch the game again.");
  }
  const engineId = session.game.engineId;
  if (!engineId || !isSlotGameId(engineId))
    throw new AppError("GAME_NOT_FOUND", 404, "This game is not available.");
  return { ...session, engineId };
}

const stakeLevelsOf = (session: HouseSession) =>
  [...(session.game.stakeLevels[walletCurrencyOf(session.gameMode)] ?? [])].sort((a, b) => a - b);

/** What the game page needs to start: the game, the balance, the stakes and the fairness commitment. */
export async function houseGameSession(
  ctx: HouseGamesContext,
  { token }: { token: string },
): Promise<HouseGameSession> {
  const session = await liveSession(ctx, token);
  const balance = await walletBalance(ctx, { provider: HOUSE_PROVIDER, call: { sessionToken: token } });
  const fairness = await ctx.db.transaction((tx) => fairnessCommitment(tx, ctx.clock, session.playerId));
  return {
    success: true,
    gameId: session.game.id,
    slug: session.game.slug,
    title: session.game.title,
    engineId: session.engineId,
    mode: session.mode,
    gameMode: session.gameMode,
    currency: balance.currency,
    balance: balance.balance,
    stakeLevels: stakeLevelsOf(session),
    fairness,
    expiresAt: session.expiresAt.toISOString(),
  };
}

const betId = (roundId: string) => `${roundId}:bet`;
const winId = (roundId: string) => `${roundId}:win`;

/** Pays and ends a round whose bet was taken: the outcome is already stored, so this is only the wallet's part. */
async function finishRound(ctx: HouseGamesContext, token: string, roundId: string, payout: bigint) {
  if (payout > 0n) {
    await walletWin(ctx, {
      provider: HOUSE_PROVIDER,
      call: {
        sessionToken: token,
        transactionId: winId(roundId),
        roundId,
        amount: Number(payout),
        betTransactionId: betId(roundId),
      },
    });
  }
  return walletEndRound(ctx, { provider: HOUSE_PROVIDER, call: { sessionToken: token, roundId } });
}

/**
 * Plays one round of the built-in provider: draws the outcome from the player's provably fair seeds (blind
 * to the stake), then moves the money through the same seamless wallet as any provider — bet (recording
 * outcome and seeds on the round), win when there is one, end of round — each with its own transaction id.
 */
export async function houseSpin(
  ctx: HouseGamesContext,
  { token, stake }: { token: string; stake: number },
): Promise<HouseSpinResult> {
  const session = await liveSession(ctx, token);
  if (!stakeLevelsOf(session).includes(stake)) {
    throw new AppError("STAKE_NOT_ALLOWED", 400, "This game does not offer that stake.");
  }
  // A round whose bet was taken but which never ended (the process stopped midway) is finished first:
  // its outcome was stored with the bet, so it pays exactly what it drew.
  for (const open of await unfinishedHouseRounds(ctx.db, session.id, HOUSE_PROVIDER)) {
    await finishRound(ctx, token, open.providerRoundId, payoutFor(open.betTotal, open.totalMultiplier));
  }

  // A blocked player's bet is refused by the wallet anyway; asking first keeps the refused spin from using
  // up a nonce of their seeds (a refusal changes nothing).
  await assertMayPlay(ctx.db, { playerId: session.playerId, now: ctx.clock.now() });
  const seeds = await ctx.db.transaction((tx) => drawRoundSeeds(tx, ctx.clock, session.playerId));
  const { outcome, payout } = settleSpin(session.engineId, seeds, BigInt(stake));
  const providerRoundId = `${seeds.fairSeedId}-${seeds.nonce}`;
  const bet = await walletBet(ctx, {
    provider: HOUSE_PROVIDER,
    call: {
      sessionToken: token,
      transactionId: betId(providerRoundId),
      roundId: providerRoundId,
      amount: stake,
    },
    house: { outcome, fairSeedId: seeds.fairSeedId, nonce: seeds.nonce },
  });
  const end = await finishRound(ctx, token, providerRoundId, payout);
  return {
    success: true,
    roundId: bet.roundId ?? end.roundId ?? "",
    mode: session.mode,
    gameMode: session.gameMode,
    currency: end.answer.currency,
    stake,
    win: Number(payout),
    balance: end.answer.balance,
    outcome,
    fairness: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
  };
}
