import {
  BRANDS,
  type Brand,
  type RewardKind,
  type Rewards,
  toMinorUnits,
  type WelcomeCredits,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { move, postLedgerTransaction } from "../ledger";
import { assertMayClaimPrizes, mayClaimPrizes } from "../responsible-play";
import { rewardCreditsOf, stepsDone } from "./reward-credits";
import { REWARD_KEYS } from "./reward-keys";
import { presentRewards, presentWelcomeCredits } from "./rewards.presenter";

/** What the reward endpoints need of the server. */
export interface RewardsContext {
  db: Database;
  clock: Clock;
}

/** The session outlived its player (deleted in between): answer as for any guest. */
const gone = () => new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");

/**
 * Pays the coins of a completed profile step (spec §3 rewards) from the promotions house account, inside
 * the caller's transaction. Paying twice is impossible: a second call is a ledger replay. A player in a
 * cool-off, self-exclusion or restriction is paid nothing now: the reward waits for the claim button.
 */
export async function creditReward(
  tx: Executor,
  { brand, playerId, kind, now }: { brand: Brand; playerId: string; kind: RewardKind; now: Date },
) {
  const coins = toMinorUnits(brand.bonuses.rewards[kind], "coins");
  if (coins <= 0n) return;
  if (!(await mayClaimPrizes(tx, { playerId, now }))) return;
  await postLedgerTransaction(tx, {
    idempotencyKey: REWARD_KEYS.reward(kind, playerId),
    kind: `reward.${kind}`,
    playerId,
    legs: move({ house: "promotions" }, { playerId }, "coins", coins),
  });
}

/** The rewards block in the caller's transaction: credited ones from the ledger, the rest from the player. */
export async function rewardsOf(
  executor: Executor,
  { brand, playerId }: { brand: Brand; playerId: string },
): Promise<Rewards> {
  const credits = await rewardCreditsOf(executor, playerId);
  if (!credits) throw gone();
  return presentRewards(brand, credits.progress, credits.paid);
}

/** `GET /rest/player/rewards/`: every reward's state, read in one snapshot. */
export async function listRewards(ctx: RewardsContext, input: { playerId: string }): Promise<Rewards> {
  return ctx.db.transaction(async (tx) => {
    const credits = await rewardCreditsOf(tx, input.playerId);
    if (!credits) throw gone();
    return presentRewards(BRANDS[credits.progress.brandId], credits.progress, credits.paid);
  });
}

/**
 * Credits a reward whose step is done but was never paid (a step done before the brand rewarded it, or
 * when paying failed): the player's "claim" button. Refused with REWARD_NOT_READY while the step waits;
 * claiming a credited reward changes nothing. A player in a cool-off, self-exclusion or restriction claims
 * nothing until it ends (PLAY_BLOCKED); the reward waits for them.
 */
export async function claimReward(
  ctx: RewardsContext,
  input: { playerId: string; kind: RewardKind },
): Promise<{ success: true; rewards: Rewards }> {
  return ctx.db.transaction(async (tx) => {
    const before = await rewardCreditsOf(tx, input.playerId);
    if (!before) throw gone();
    const brand = BRANDS[before.progress.brandId];
    await assertMayClaimPrizes(tx, { playerId: input.playerId, now: ctx.clock.now() });
    if (!stepsDone(before.progress)[input.kind]) throw notReady(input.kind);
    await creditReward(tx, { brand, playerId: input.playerId, kind: input.kind, now: ctx.clock.now() });
    return { success: true as const, rewards: await rewardsOf(tx, { brand, playerId: input.playerId }) };
  });
}

/** `GET /rest/player/rewards/welcome/`: what sign-up and the confirmed email credited, for the welcome moments. */
export async function welcomeCredits(
  ctx: RewardsContext,
  input: { playerId: string },
): Promise<WelcomeCredits> {
  const credits = await rewardCreditsOf(ctx.db, input.playerId);
  if (!credits) throw gone();
  return presentWelcomeCredits(input.playerId, credits.paid);
}

const STEP_TO_DO: Record<RewardKind, string> = {
  email: "Confirm your email address first.",
  profile: "Complete your profile first.",
  phone: "Add your phone number first.",
};

const notReady = (kind: RewardKind) => new AppError("REWARD_NOT_READY", 409, STEP_TO_DO[kind]);
