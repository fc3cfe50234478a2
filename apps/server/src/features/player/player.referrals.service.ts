import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { countSignUps, findInviter, findPartner } from "./player.referrals.repo";

// Who invited whom, for the affiliates feature: player alone queries the player table (decision 017).

/** The active player of the brand who owns an invite code, or null. */
export function findInviterByCode(executor: Executor, input: { brandId: BrandId; referralCode: string }) {
  return findInviter(executor, input.brandId, input.referralCode);
}

/** Whether a player is an affiliate partner, and their code; null when there is no such player. */
export function partnerStatusOf(executor: Executor, input: { playerId: string }) {
  return findPartner(executor, input.playerId);
}

/** Sign-ups that came with the partner's code as `refcode`, and those the partner invited. */
export function countPartnerSignUps(executor: Executor, input: { playerId: string; refcode: string }) {
  return countSignUps(executor, input.playerId, input.refcode);
}
