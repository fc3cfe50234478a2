import { z } from "zod";
import { REWARD_KINDS } from "./client/reward-kinds";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export * from "./client/reward-kinds";

export const RewardKindSchema = z.enum(REWARD_KINDS);

/**
 * One reward in the spec's shape, read from the ledger. `completed`: its coins were credited, `coins` is
 * then what was credited and `creditedAt` when. `available`: the step is done but the coins are not
 * credited yet, so the player can claim them. Neither: the step is still to do (for `coins`), or the brand
 * does not give this reward (`coins` 0).
 */
export const RewardStatusSchema = z.object({
  available: z.boolean(),
  completed: z.boolean(),
  coins: z.number().int(),
  creditedAt: text().nullable(),
});
export type RewardStatus = z.infer<typeof RewardStatusSchema>;

export const RewardsSchema = z.object({
  email: RewardStatusSchema,
  profile: RewardStatusSchema,
  phone: RewardStatusSchema,
});
export type Rewards = z.infer<typeof RewardsSchema>;

/** What one moment of the welcome offer credited, in major units (entries with 2 decimals). */
export const WelcomeCreditSchema = z.object({
  coins: z.number(),
  entries: z.number(),
  creditedAt: text(),
});
export type WelcomeCredit = z.infer<typeof WelcomeCreditSchema>;

/**
 * The welcome offer as the ledger paid it: at sign-up (the welcome coins, and an invited friend's bonus
 * coins) and once the email was confirmed (the free entries, the invite bonus entries and the email
 * reward). Null for a moment that has not credited anything yet.
 */
export const WelcomeCreditsSchema = z.object({
  signUp: WelcomeCreditSchema.nullable(),
  emailConfirmed: WelcomeCreditSchema.nullable(),
});
export type WelcomeCredits = z.infer<typeof WelcomeCreditsSchema>;

export const rewardsEndpoint = defineEndpoint({
  id: "playerRewards",
  auth: "player",
  method: "GET",
  path: "/rest/player/rewards/",
  summary:
    "The profile rewards: which are credited (with amount and time), which can be claimed, which wait.",
  tags: ["rewards"],
  output: RewardsSchema,
  errors: ["UNAUTHENTICATED"],
});

export const rewardClaimEndpoint = defineEndpoint({
  id: "playerRewardClaim",
  auth: "player",
  method: "POST",
  path: "/rest/player/rewards/{kind}/claim/",
  summary:
    "Credits the coins of a reward whose step is done; once ever. REWARD_NOT_READY while the step waits.",
  tags: ["rewards"],
  params: z.object({ kind: RewardKindSchema }),
  output: z.object({ success: z.literal(true), rewards: RewardsSchema }),
  errors: ["UNAUTHENTICATED", "VALIDATION_FAILED", "REWARD_NOT_READY", "PLAY_BLOCKED"],
});

export const welcomeCreditsEndpoint = defineEndpoint({
  id: "playerWelcomeCredits",
  auth: "player",
  method: "GET",
  path: "/rest/player/rewards/welcome/",
  summary: "What the welcome offer credited at sign-up and on email confirmation, for the welcome moments.",
  tags: ["rewards"],
  output: WelcomeCreditsSchema,
  errors: ["UNAUTHENTICATED"],
});
