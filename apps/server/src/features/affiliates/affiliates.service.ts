import type { Brand } from "@casino/contracts";
import type { Database } from "@casino/db";
import { AppError } from "../../platform/errors";
import { countPartnerSignUps, findInviterByCode, partnerStatusOf } from "../player";

/** Spec §5: the client drops `invited_by` on this exact message. */
export const REFERRAL_CODE_NOT_FOUND_MESSAGE = "code not found";

/** What a friend invited with `code` gets in this brand, and who invited them. */
export async function checkInviteCode(ctx: { db: Database }, input: { brand: Brand; code: string }) {
  const { brand, code } = input;
  const inviter = await findInviterByCode(ctx.db, { brandId: brand.id, referralCode: code });
  if (!inviter) throw new AppError("REFERRAL_CODE_NOT_FOUND", 404, REFERRAL_CODE_NOT_FOUND_MESSAGE);
  return {
    success: true as const,
    inviterName: inviter.name,
    rewards: { coins: brand.bonuses.invitedFriend.coins, entries: brand.bonuses.invitedFriend.entries },
  };
}

/**
 * The partner's account. A partner has one code, their player referral code: shared as `?refcode=` it
 * marks affiliate traffic, shared as `?invited_by=` it is a friend invite; both are counted.
 */
export async function getPartnersAccount(ctx: { db: Database }, input: { playerId: string }) {
  const { db } = ctx;
  const { playerId } = input;
  const partner = await partnerStatusOf(db, { playerId });
  if (!partner) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
  if (!partner.isAffiliate) {
    throw new AppError("FORBIDDEN", 403, "The partners account is for affiliate partners only.");
  }
  const counts = await countPartnerSignUps(db, { playerId, refcode: partner.referralCode });
  return { refcode: partner.referralCode, inviteCode: partner.referralCode, ...counts };
}
