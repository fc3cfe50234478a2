import type { BrandId, FlipSetFields, PresetFields } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError, notFound } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  insertFlipSet,
  insertPreset,
  isSlugTaken,
  isUrlHashTaken,
  listBundleRows,
  listFlipSetRows,
  listPresetRows,
  lockBrandStore,
  lockBundle,
  lockFlipSet,
  lockPreset,
  type PresetColumns,
  presetsAmong,
  updateBundle,
  updateFlipSet,
  updatePreset,
} from "./store.backoffice.repo";
import { STORE_TOPIC } from "./store.catalogue.service";
import {
  presentBackofficeBundle,
  presentBackofficeFlipSet,
  presentBackofficePreset,
} from "./store.presenter";

const noSuchPreset = () => notFound("PRESET_NOT_FOUND", "There is no such preset.");

function columnsOf(fields: PresetFields): PresetColumns {
  return {
    kind: fields.kind,
    title: fields.title,
    priceCents: fields.price,
    usualPriceCents: fields.usualPrice,
    coins: fields.coins,
    entries: fields.entries,
    badgeLabel: fields.badgeLabel,
    imagePopup: fields.imagePopup,
    isBestDeal: fields.bestDeal,
    isMostPopular: fields.mostPopular,
    isQuickBuy: fields.isQuickBuy,
    isPopup: fields.isPopup,
    sortOrder: fields.sortOrder,
    isActive: fields.isActive,
    availableFrom: fields.availableFrom === null ? null : new Date(fields.availableFrom),
    availableTill: fields.availableTill === null ? null : new Date(fields.availableTill),
    daysOfWeek: fields.daysOfWeek === null ? null : [...fields.daysOfWeek].sort((a, b) => a - b),
    minBalance: fields.minBalance,
    minPurchases: fields.minPurchases,
    limitPerDay: fields.limitPerDay,
    relatedPresetIds: fields.relatedPresetIds,
    urlHash: fields.urlHash,
  };
}

/** Every id must name a preset of the brand (of `kind` when given): else PRESET_NOT_FOUND, naming them. */
async function requirePresets(tx: Executor, brandId: BrandId, ids: readonly number[], kind?: "promoOffer") {
  const found = new Set(
    (await presetsAmong(tx, brandId, ids)).filter((row) => !kind || row.kind === kind).map((row) => row.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const what = kind ? "promo offers" : "presets";
    throw notFound("PRESET_NOT_FOUND", `These are not ${what} of this brand: ${missing.join(", ")}.`);
  }
}

async function checkPresetFields(
  tx: Executor,
  brandId: BrandId,
  fields: PresetFields,
  exceptId: number | null,
) {
  await requirePresets(tx, brandId, fields.relatedPresetIds);
  if (fields.urlHash !== null && (await isUrlHashTaken(tx, brandId, fields.urlHash, exceptId))) {
    throw new AppError("CONFLICT", 409, "Another offer of this brand has that url hash.");
  }
}

export async function listStorePresets(ctx: ContentEditing, brandId: BrandId) {
  return { presets: (await listPresetRows(ctx.db, brandId)).map(presentBackofficePreset) };
}

/** A new preset, on sale at once if active (every node forgets the brand's store through the outbox). */
export function createStorePreset(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  fields: PresetFields,
) {
  return editContent(ctx, STORE_TOPIC, async (tx, now) => {
    await lockBrandStore(tx, brandId);
    await checkPresetFields(tx, brandId, fields, null);
    const after = presentBackofficePreset(
      await insertPreset(tx, { ...columnsOf(fields), brandId, updatedAt: now }),
    );
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "store_preset", targetId: String(after.id), after },
      now,
    );
    return after;
  });
}

async function changePreset(
  ctx: ContentEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
  change: (tx: Executor) => Promise<Partial<PresetColumns>>,
) {
  return editContent(ctx, STORE_TOPIC, async (tx, now) => {
    await lockBrandStore(tx, target.brandId);
    const before = await lockPreset(tx, target.brandId, target.id);
    if (!before) throw noSuchPreset();
    const after = presentBackofficePreset(
      await updatePreset(tx, target.id, { ...(await change(tx)), updatedAt: now }),
    );
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "store_preset",
        targetId: String(target.id),
        before: presentBackofficePreset(before),
        after,
      },
      now,
    );
    return after;
  });
}

/** Replaces every field; orders already made keep the amounts they were priced at. */
export function updateStorePreset(
  ctx: ContentEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
  fields: PresetFields,
) {
  return changePreset(ctx, request, target, async (tx) => {
    await checkPresetFields(tx, target.brandId, fields, target.id);
    return columnsOf(fields);
  });
}

export function deactivateStorePreset(
  ctx: ContentEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
) {
  return changePreset(ctx, request, target, async () => ({ isActive: false }));
}

export async function listPromoOfferBundles(ctx: ContentEditing, brandId: BrandId) {
  return { bundles: (await listBundleRows(ctx.db, brandId)).map(presentBackofficeBundle) };
}

export function updatePromoOfferBundle(
  ctx: ContentEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
  body: { title: string; presetIds: number[]; isActive: boolean },
) {
  return editContent(ctx, STORE_TOPIC, async (tx, now) => {
    await lockBrandStore(tx, target.brandId);
    const before = await lockBundle(tx, target.brandId, target.id);
    if (!before) throw notFound("NOT_FOUND", "There is no such bundle.");
    await requirePresets(tx, target.brandId, body.presetIds, "promoOffer");
    const after = presentBackofficeBundle(await updateBundle(tx, target.id, { ...body, updatedAt: now }));
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "promo_offer_bundle",
        targetId: String(target.id),
        before: presentBackofficeBundle(before),
        after,
      },
      now,
    );
    return after;
  });
}

export async function listPromoOfferSets(ctx: ContentEditing, brandId: BrandId) {
  return { sets: (await listFlipSetRows(ctx.db, brandId)).map(presentBackofficeFlipSet) };
}

const setColumnsOf = (fields: FlipSetFields) => ({
  slug: fields.slug,
  presetIds: fields.offers.map((offer) => offer.presetId),
  weights: fields.offers.map((offer) => offer.weight),
  cooldownHours: fields.cooldownHours,
  isActive: fields.isActive,
});

async function checkSetFields(
  tx: Executor,
  brandId: BrandId,
  fields: FlipSetFields,
  exceptId: number | null,
) {
  await requirePresets(
    tx,
    brandId,
    fields.offers.map((offer) => offer.presetId),
    "promoOffer",
  );
  if (await isSlugTaken(tx, brandId, fields.slug, exceptId)) {
    throw new AppError("CONFLICT", 409, "Another flip set of this brand has that slug.");
  }
}

export function createPromoOfferSet(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  fields: FlipSetFields,
) {
  return editContent(ctx, STORE_TOPIC, async (tx, now) => {
    await lockBrandStore(tx, brandId);
    await checkSetFields(tx, brandId, fields, null);
    const after = presentBackofficeFlipSet(await insertFlipSet(tx, { ...setColumnsOf(fields), brandId }));
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "promo_offer_set", targetId: String(after.id), after },
      now,
    );
    return after;
  });
}

export function updatePromoOfferSet(
  ctx: ContentEditing,
  request: FastifyRequest,
  target: { brandId: BrandId; id: number },
  fields: FlipSetFields,
) {
  return editContent(ctx, STORE_TOPIC, async (tx, now) => {
    await lockBrandStore(tx, target.brandId);
    const before = await lockFlipSet(tx, target.brandId, target.id);
    if (!before) throw notFound("NOT_FOUND", "There is no such flip set.");
    await checkSetFields(tx, target.brandId, fields, target.id);
    const after = presentBackofficeFlipSet(await updateFlipSet(tx, target.id, setColumnsOf(fields)));
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "promo_offer_set",
        targetId: String(target.id),
        before: presentBackofficeFlipSet(before),
        after,
      },
      now,
    );
    return after;
  });
}
