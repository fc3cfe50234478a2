import {
  type Brand,
  REWARD_KINDS,
  type RewardStatus,
  type Rewards,
  toMajorNumber,
  type WelcomeCredit,
  type WelcomeCredits,
} from "@casino/contracts";
import type { PlayerCredit } from "../ledger";
import { type PlayerProgress, stepsDone } from "./reward-credits";
import { REWARD_KEYS } from "./reward-keys";

/**
 * Spec §3 rewards from the ledger: a credited reward shows the coins it credited and when; one whose step
 * is done but unpaid is available to claim; the rest show what the brand gives for the step.
 */
export function presentRewards(
  brand: Brand,
  progress: PlayerProgress,
  paid: ReadonlyMap<string, PlayerCredit>,
): Rewards {
  const done = stepsDone(progress);
  const statusOf = (kind: (typeof REWARD_KINDS)[number]): RewardStatus => {
    const credit = paid.get(REWARD_KEYS.reward(kind, progress.playerId));
    if (credit) {
      return {
        available: false,
        completed: true,
        coins: toMajorNumber(credit.amounts.coins, "coins"),
        creditedAt: credit.postedAt.toISOString(),
      };
    }
    const coins = brand.bonuses.rewards[kind];
    return { available: done[kind] && coins > 0, completed: false, coins, creditedAt: null };
  };
  return Object.fromEntries(REWARD_KINDS.map((kind) => [kind, statusOf(kind)])) as Rewards;
}

/** The sum of what some ledger transactions credited, dated by the first; null when none was posted. */
function welcomeCredit(credits: ReadonlyArray<PlayerCredit | undefined>): WelcomeCredit | null {
  const posted = credits.filter((credit) => credit !== undefined);
  const first = posted[0];
  if (!first) return null;
  const total = (currency: "coins" | "entries") =>
    toMajorNumber(
      posted.reduce((sum, credit) => sum + credit.amounts[currency], 0n),
      currency,
    );
  return { coins: total("coins"), entries: total("entries"), creditedAt: first.postedAt.toISOString() };
}

/** The two welcome moments: what sign-up credited, and what the confirmed email credited. */
export function presentWelcomeCredits(
  playerId: string,
  paid: ReadonlyMap<string, PlayerCredit>,
): WelcomeCredits {
  return {
    signUp: welcomeCredit([
      paid.get(REWARD_KEYS.welcomeCoins(playerId)),
      paid.get(REWARD_KEYS.invitedCoins(playerId)),
    ]),
    emailConfirmed: welcomeCredit([
      paid.get(REWARD_KEYS.welcomeEntries(playerId)),
      paid.get(REWARD_KEYS.invitedEntries(playerId)),
      paid.get(REWARD_KEYS.reward("email", playerId)),
    ]),
  };
}
