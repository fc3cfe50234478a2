import type { BrandId } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import { presentSetting } from "./amoe.presenter";
import { listSettingRows, lockSetting, upsertSetting } from "./amoe.repo";
import { AMOE_TOPIC } from "./amoe.service";

export async function listAmoeSettings(ctx: ContentEditing) {
  return { settings: (await listSettingRows(ctx.db)).map(presentSetting) };
}

/**
 * A brand's new free-entries settings, audited with the ones they replace. Published like content
 * (decision 035): every node forgets the brand's instructions, so the rules page shows the new address and
 * amount at once. Letters already credited keep what they earned.
 */
export function updateAmoeSetting(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  body: {
    entriesPerRequest: bigint;
    maxCreditsPerPeriod: number;
    periodDays: number;
    mailingAddress: string;
  },
) {
  return editContent(ctx, AMOE_TOPIC, async (tx, now) => {
    const before = await lockSetting(tx, brandId);
    if (!before) throw notFound("NOT_FOUND", "This brand has no free-entries settings.");
    const mailingAddress = body.mailingAddress
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n");
    const after = presentSetting(
      await upsertSetting(tx, { ...body, mailingAddress, brandId, updatedAt: now }),
    );
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "amoe_setting", targetId: brandId, before: presentSetting(before), after },
      now,
    );
    return after;
  });
}
