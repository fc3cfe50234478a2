/** Spec §3 rewards: coins for confirming the email, completing the profile and adding a phone. */
export const REWARD_KINDS = ["email", "profile", "phone"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
