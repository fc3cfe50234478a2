import { type BrandId, isOfferPromotion, type Locale, type PromotionFields } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { AppError, notFound } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import { presentBackofficePromotion } from "./promotions.presenter";
import {
  insertPromotion,
  lockPromotion,
  type PromotionWrite,
  selectPromotions,
  updatePromotion,
} from "./promotions.repo";
import { getPromotionsPage, PROMOTIONS_TOPIC, type PromotionsContext } from "./promotions.service";

export type PromotionsEditing = ContentEditing & PromotionsContext;

const TARGET = "promotion";
const noSuchPromotion = () => notFound("NOT_FOUND", "There is no such promotion.");

/** The stored form of what the operator set: dates as instants, the link dropped where the preset decides it. */
function writeOf(fields: PromotionFields): PromotionWrite {
  return {
    locale: fields.locale,
    type: fields.type,
    title: fields.title,
    subtitle: fields.subtitle,
    image: fields.image,
    howWorks: fields.howWorks,
    buttonLabel: fields.buttonLabel,
    link: isOfferPromotion(fields.type) ? null : fields.link,
    presetId: fields.presetId,
    needDeposits: fields.needDeposits,
    isShowHomePage: fields.isShowHomePage,
    isShowPromoPage: fields.isShowPromoPage,
    sortOrder: fields.sortOrder,
    isActive: fields.isActive,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
  };
}

/**
 * An offer promotion must sell a promo offer of the brand that is on sale. Checked before the edit's
 * transaction: the store answers from its own reads (PGlite's one connection cannot serve both at once).
 */
async function checkPreset(ctx: PromotionsEditing, brandId: BrandId, fields: PromotionFields) {
  if (fields.presetId === null) return;
  if (!(await ctx.offers.isPromoOfferOf(brandId, fields.presetId))) {
    throw notFound("PRESET_NOT_FOUND", "The brand has no promo offer on sale with this id.");
  }
}

export async function listPromotions(ctx: PromotionsEditing, brandId: BrandId, locale: Locale) {
  return { promotions: (await selectPromotions(ctx.db, brandId, locale)).map(presentBackofficePromotion) };
}

export async function createPromotion(
  ctx: PromotionsEditing,
  request: FastifyRequest,
  brandId: BrandId,
  fields: PromotionFields,
) {
  await checkPreset(ctx, brandId, fields);
  return editContent(ctx, PROMOTIONS_TOPIC, async (tx, now) => {
    const row = await insertPromotion(tx, { ...writeOf(fields), brandId, updatedAt: now });
    const after = presentBackofficePromotion(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: TARGET, targetId: String(row.id), after },
      now,
    );
    return after;
  });
}

export async function changePromotion(
  ctx: PromotionsEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
  fields: PromotionFields,
) {
  await checkPreset(ctx, target.brandId, fields);
  return editContent(ctx, PROMOTIONS_TOPIC, async (tx, now) => {
    const before = await lockPromotion(tx, target.brandId, target.id);
    if (!before) throw noSuchPromotion();
    const row = await updatePromotion(tx, target.id, { ...writeOf(fields), updatedAt: now });
    const after = presentBackofficePromotion(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: TARGET, targetId: String(row.id), before: presentBackofficePromotion(before), after },
      now,
    );
    return after;
  });
}

/** Takes a promotion off the site; deactivating one that is off already changes nothing but is refused. */
export async function deactivatePromotion(
  ctx: PromotionsEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
) {
  return editContent(ctx, PROMOTIONS_TOPIC, async (tx, now) => {
    const before = await lockPromotion(tx, target.brandId, target.id);
    if (!before) throw noSuchPromotion();
    if (!before.isActive) throw new AppError("CONFLICT", 409, "This promotion is off the site already.");
    const row = await updatePromotion(tx, target.id, { isActive: false, updatedAt: now });
    const after = presentBackofficePromotion(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: TARGET, targetId: String(row.id), before: presentBackofficePromotion(before), after },
      now,
    );
    return after;
  });
}

/** The live site as a guest of the brand sees it in this locale (edits publish at once). */
export function previewPromotions(ctx: PromotionsEditing, brandId: BrandId, locale: Locale) {
  return getPromotionsPage(ctx, { brandId, locale, playerId: null });
}
