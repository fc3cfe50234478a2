import type { BrandId, RedeemStatusReason } from "@casino/contracts";
import { redeemClosedReason } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { assertAllowed } from "../geo-restriction";
import { isIdentityVerified } from "../identity-verification";
import { playerStateOf } from "../player";
import type { RedemptionSettingRow } from "./redemptions.repo";
import { settingOf } from "./redemptions.settings.service";

export type EligibilityContext = Pick<ServerContext, "db" | "clock" | "readCache">;

export interface RedeemStanding {
  brandId: BrandId;
  /** The brand's redeem rules; null when the brand has none (then redeeming is closed). */
  setting: RedemptionSettingRow | null;
  /** Null when the player may redeem now. */
  reason: RedeemStatusReason | null;
  /** The jurisdiction's refusal as geo-restriction words it (naming the place), when that is the reason. */
  jurisdictionRefusal: AppError | null;
}

/**
 * Whether the player may redeem now (decision 047), the first reason not in the order of the redeem
 * page: SweepStakes mode, the brand's setting, identity, jurisdiction. Each check runs only when the ones
 * before it passed (the jurisdiction's locates the request). Runs outside any transaction: the checks
 * read through other features, and PGlite's single connection would wait on a transaction held open.
 */
export async function redeemStanding(
  ctx: EligibilityContext,
  request: FastifyRequest,
  playerId: string,
): Promise<RedeemStanding> {
  const player = await playerStateOf(ctx.db, playerId);
  if (!player) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
  const setting = await settingOf(ctx, player.brandId);
  const conditions = {
    isSweepStakes: player.gameMode === "SweepStakes",
    isBrandActive: setting?.isActive ?? false,
    isIdentityVerified: true,
    isJurisdictionAllowed: true,
  };
  let reason = redeemClosedReason(conditions);
  if (reason === null) {
    conditions.isIdentityVerified = await isIdentityVerified(ctx.db, playerId);
    reason = redeemClosedReason(conditions);
  }
  let jurisdictionRefusal: AppError | null = null;
  if (reason === null) {
    jurisdictionRefusal = await jurisdictionRefusalOf(ctx, request, playerId);
    conditions.isJurisdictionAllowed = jurisdictionRefusal === null;
    reason = redeemClosedReason(conditions);
  }
  return { brandId: player.brandId, setting, reason, jurisdictionRefusal };
}

async function jurisdictionRefusalOf(
  ctx: EligibilityContext,
  request: FastifyRequest,
  playerId: string,
): Promise<AppError | null> {
  try {
    await assertAllowed(ctx, request, { playerId, action: "redemption" });
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "JURISDICTION_RESTRICTED") return error;
    throw error;
  }
}

/**
 * Refuses a request when redeeming is closed to the player, with the error the contract names for the
 * reason; the jurisdiction's refusal is geo-restriction's own (it names the place).
 */
export async function assertMayRedeem(
  ctx: EligibilityContext,
  request: FastifyRequest,
  playerId: string,
): Promise<RedeemStanding & { setting: RedemptionSettingRow }> {
  const standing = await redeemStanding(ctx, request, playerId);
  switch (standing.reason) {
    case "notSweepStakes":
      throw new AppError("REDEEM_UNAVAILABLE", 403, "Switch to SweepStakes mode to redeem winnings.");
    case "inactive":
      throw new AppError("REDEEM_UNAVAILABLE", 403, "Redemptions are not available at the moment.");
    case "identityNotVerified":
      throw new AppError("IDENTITY_NOT_VERIFIED", 403, "Verify your identity before you redeem winnings.");
    case "jurisdiction":
      throw (
        standing.jurisdictionRefusal ??
        new AppError("JURISDICTION_RESTRICTED", 403, "Prize redemption is not available where you are.")
      );
    case null:
      break;
  }
  if (!standing.setting) throw new Error("an open redeem standing has a setting");
  return { ...standing, setting: standing.setting };
}
