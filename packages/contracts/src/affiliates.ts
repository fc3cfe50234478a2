import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export * from "./client/referral-cookies";

export const checkRewardsEndpoint = defineEndpoint({
  id: "checkRewards",
  method: "GET",
  path: "/rest/rewards/check-rewards/",
  summary: "Whether an invite code exists and what the invited player gets; `code not found` otherwise.",
  tags: ["affiliates"],
  query: z.object({ invited_by: text().trim().min(1).max(64) }),
  output: z.object({
    success: z.literal(true),
    inviterName: text().nullable(),
    rewards: z.object({ coins: z.number().int(), entries: z.number() }),
  }),
  errors: ["REFERRAL_CODE_NOT_FOUND"],
});

export const partnersAccountEndpoint = defineEndpoint({
  id: "partnersAccount",
  auth: "player",
  method: "GET",
  path: "/rest/affiliates/partners-account/",
  summary: "The affiliate partner's account: their codes and the players they brought (affiliates only).",
  tags: ["affiliates"],
  output: z.object({
    refcode: text(),
    inviteCode: text(),
    refcodeSignUps: z.number().int(),
    invitedSignUps: z.number().int(),
  }),
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
});
