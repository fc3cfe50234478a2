import type { HouseGameSession, HouseSpinResult } from "@casino/contracts";
import { payoutFor, replaySpin, type SlotGameId, type SlotOutcome } from "@casino/domain";

export const TEST_SEEDS = { serverSeed: "cd".repeat(32), clientSeed: "component-tests" };

/** The first real round of `game` (nonce 0, 1, …) that `matches`, with its nonce. */
export function findRound(
  game: SlotGameId,
  matches: (outcome: SlotOutcome) => boolean,
): { outcome: SlotOutcome; nonce: number } {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const outcome = replaySpin(game, { ...TEST_SEEDS, nonce });
    if (matches(outcome)) return { outcome, nonce };
  }
  throw new Error(`no ${game} round found`);
}

export function sessionOf(game: SlotGameId, overrides: Partial<HouseGameSession> = {}): HouseGameSession {
  return {
    success: true,
    gameId: 101,
    slug: "ember-sevens",
    title: "Ember Sevens",
    engineId: game,
    mode: "real",
    gameMode: "TournamentPoints",
    currency: "coins",
    balance: 10_000,
    stakeLevels: [100, 200, 500],
    fairness: { serverSeedHash: "f".repeat(64), clientSeed: TEST_SEEDS.clientSeed, nextNonce: 0 },
    expiresAt: "2030-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The spin answer the server gives for a round at `stake` from `balance`. */
export function spinAnswer(
  outcome: SlotOutcome,
  nonce: number,
  stake: number,
  balance: number,
): HouseSpinResult {
  const win = Number(payoutFor(BigInt(stake), outcome.totalMultiplier));
  return {
    success: true,
    roundId: String(1000 + nonce),
    mode: "real",
    gameMode: "TournamentPoints",
    currency: "coins",
    stake,
    win,
    balance: balance - stake + win,
    outcome,
    fairness: { serverSeedHash: "f".repeat(64), clientSeed: TEST_SEEDS.clientSeed, nonce },
  };
}
