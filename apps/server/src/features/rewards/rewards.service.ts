import { type Brand, REWARD_KINDS, type RewardKind, type Rewards, toMinorUnits } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { move, postLedgerTransaction } from "../ledger";
import { postedKeys } from "./rewards.repo";

/** One reward per player and kind, ever: the ledger's unique idempotency key is the proof it was paid. */
const rewardKey = (kind: RewardKind, playerId: string) => `reward:${kind}:${playerId}`;

/**
 * Pays the coins of a completed profile step (spec §3 rewards) from the promotions house account, inside
 * the caller's transaction. Paying twice is impossible: a second call is a ledger replay.
 */
export async function creditReward(tx: Executor, brand: Brand, playerId: string, kind: RewardKind) {
  const coins = toMinorUnits(brand.bonuses.rewards[kind], "coins");
  if (coins <= 0n) return;
  await postLedgerTransaction(tx, {
    idempotencyKey: rewardKey(kind, playerId),
    kind: `reward.${kind}`,
    playerId,
    legs: move({ house: "promotions" }, { playerId }, "coins", coins),
  });
}

/** The rewards block: a reward is completed once paid, and available until then. */
export async function rewardsOf(executor: Executor, brand: Brand, playerId: string): Promise<Rewards> {
  const paid = await postedKeys(
    executor,
    REWARD_KINDS.map((kind) => rewardKey(kind, playerId)),
  );
  const status = (kind: RewardKind) => {
    const completed = paid.has(rewardKey(kind, playerId));
    return { available: !completed, completed, coins: brand.bonuses.rewards[kind] };
  };
  return { email: status("email"), profile: status("profile"), phone: status("phone") };
}
