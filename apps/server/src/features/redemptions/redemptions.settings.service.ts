import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import { presentSetting } from "./redemptions.presenter";
import {
  findSetting,
  listSettingRows,
  lockSetting,
  type RedemptionSettingRow,
  updateSetting,
} from "./redemptions.repo";

/** The read-cache topic of the brands' redeem rules; an operator's edit announces it. */
export const REDEMPTIONS_TOPIC = "redemptions";

/** The brand's redeem rules, read once per process until an operator edits them; null for a brand without. */
export function settingOf(ctx: CachedReads, brandId: BrandId): Promise<RedemptionSettingRow | null> {
  return ctx.readCache.read(REDEMPTIONS_TOPIC, brandId, () => findSetting(ctx.db, brandId));
}

/**
 * How many times the entries that come with a purchase of the brand must be wagered (decision 047), as the
 * decimal the ledger takes (`"1.00"`, `"3.00"`). Read in the caller's transaction (the purchase's credit),
 * so the multiplier in force when the purchase completes is the one applied. A brand without redeem rules
 * asks for one playthrough, the rule of ARCHITECTURE D24.
 */
export async function purchasePlaythroughMultiplier(executor: Executor, brandId: string): Promise<string> {
  return (await findSetting(executor, brandId))?.purchasePlaythroughMultiplier ?? "1";
}

export async function listRedemptionSettings(ctx: ContentEditing) {
  return { settings: (await listSettingRows(ctx.db)).map(presentSetting) };
}

/**
 * A brand's new redeem rules, audited with the ones they replace, and published like content (decision
 * 035): every node forgets the brand's rules, so the redeem page shows them at once. A new multiplier
 * applies to purchases credited from now on; batches already open keep what they asked for.
 */
export function updateRedemptionSetting(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  body: { isActive: boolean; minAmount: bigint; purchasePlaythroughMultiplier: string },
) {
  return editContent(ctx, REDEMPTIONS_TOPIC, async (tx, now) => {
    const before = await lockSetting(tx, brandId);
    if (!before) throw notFound("NOT_FOUND", "This brand has no redemption settings.");
    const after = presentSetting(await updateSetting(tx, brandId, { ...body, updatedAt: now }));
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "redemption_setting", targetId: brandId, before: presentSetting(before), after },
      now,
    );
    return after;
  });
}
