import type { RedeemStatusReason } from "@casino/contracts";

/**
 * Whether a player may redeem now (issue #14): the rules the redeem page shows as the redeem status and
 * the request checks again at the moment it is made. A self-excluded or cooled-off player may still
 * redeem: it is their money, and taking it out is what responsible play wants.
 */

export interface RedeemConditions {
  /** Redeeming belongs to SweepStakes mode: winnings exist only there. */
  isSweepStakes: boolean;
  /** The brand's redemption setting. */
  isBrandActive: boolean;
  isIdentityVerified: boolean;
  /** Where the request comes from and where the player lives allow redemptions. */
  isJurisdictionAllowed: boolean;
}

/** The first reason redeeming is closed (in the order the checks are made), or null when it is open. */
export function redeemClosedReason(conditions: RedeemConditions): RedeemStatusReason | null {
  if (!conditions.isSweepStakes) return "notSweepStakes";
  if (!conditions.isBrandActive) return "inactive";
  if (!conditions.isIdentityVerified) return "identityNotVerified";
  if (!conditions.isJurisdictionAllowed) return "jurisdiction";
  return null;
}

/** Why an amount cannot be redeemed: below the brand's minimum, or more than is redeemable. */
export type RedeemAmountRefusal = "belowMinimum" | "insufficient";

/** Checks an amount (minor units) against the brand's minimum and the player's redeemable winnings. */
export function redeemAmountRefusal(
  amount: bigint,
  limits: { minAmount: bigint; redeemable: bigint },
): RedeemAmountRefusal | null {
  if (amount < limits.minAmount) return "belowMinimum";
  if (amount > limits.redeemable) return "insufficient";
  return null;
}

/** The last four digits of an account number, the only part of it that is kept and shown. */
export function accountLast4(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, "");
  if (digits.length < 4) throw new RangeError("an account number has at least four digits");
  return digits.slice(-4);
}
