import type { RewardKind } from "@casino/contracts";

/**
 * The ledger idempotency keys of what this feature pays. A key is posted once ever, so the journal itself
 * is the proof that a reward or grant was paid, and when: no table of our own to drift from it.
 */
export const REWARD_KEYS = {
  reward: (kind: RewardKind, playerId: string) => `reward:${kind}:${playerId}`,
  welcomeCoins: (playerId: string) => `welcome:${playerId}`,
  welcomeEntries: (playerId: string) => `welcome-entries:${playerId}`,
  invitedCoins: (playerId: string) => `invited:${playerId}`,
  invitedEntries: (playerId: string) => `invited-entries:${playerId}`,
} as const;
