import { type BrandId, REWARD_KINDS, type RewardKind } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type PlayerCredit, playerCreditsByKey } from "../ledger";
import { playerStateOf } from "../player";
import { REWARD_KEYS } from "./reward-keys";

/** What the player has done that the rewards pay for. */
export interface PlayerProgress {
  playerId: string;
  brandId: BrandId;
  emailConfirmed: boolean;
  hasPhone: boolean;
  profileCompleted: boolean;
}

/** What this feature paid a player, by ledger key, and what they have done: null when there is no such player. */
export async function rewardCreditsOf(
  executor: Executor,
  playerId: string,
): Promise<{ progress: PlayerProgress; paid: Map<string, PlayerCredit> } | null> {
  const player = await playerStateOf(executor, playerId);
  if (!player) return null;
  const paid = await playerCreditsByKey(executor, {
    playerId,
    idempotencyKeys: [
      ...REWARD_KINDS.map((kind) => REWARD_KEYS.reward(kind, playerId)),
      REWARD_KEYS.welcomeCoins(playerId),
      REWARD_KEYS.welcomeEntries(playerId),
      REWARD_KEYS.invitedCoins(playerId),
      REWARD_KEYS.invitedEntries(playerId),
    ],
  });
  const progress = {
    playerId,
    brandId: player.brandId,
    emailConfirmed: player.emailConfirmed,
    hasPhone: player.phone !== null,
    profileCompleted: player.profileCompleted,
  };
  return { progress, paid };
}

/** Which rewarded steps the player has done: the same rules that pay them as they happen. */
export function stepsDone(progress: PlayerProgress): Record<RewardKind, boolean> {
  return { email: progress.emailConfirmed, profile: progress.profileCompleted, phone: progress.hasPhone };
}
