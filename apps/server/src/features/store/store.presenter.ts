import {
  type BackofficeBundle,
  type BackofficeFlipSet,
  type BackofficePreset,
  type BrandId,
  type BundleUnavailabilityReason,
  centsToDollars,
  dollarsText,
  type PromoOfferPreset,
  type StoreOffer,
  type StorePreset,
  toMajorNumber,
  toMajorString,
  type UnavailabilityReason,
} from "@casino/contracts";
import type { BundleRow, FlipSetRow, PresetRow } from "./store.repo";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A preset as every player sees it, before their own availability. */
export function presentOffer(row: PresetRow): StoreOffer {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    coins: toMajorNumber(row.coins, "coins"),
    entries: toMajorNumber(row.entries, "entries"),
    price: centsToDollars(row.priceCents),
    priceCents: Number(row.priceCents),
    usualPrice: row.usualPriceCents === null ? null : centsToDollars(row.usualPriceCents),
    badgeLabel: row.badgeLabel,
    imagePopup: row.imagePopup,
    bestDeal: row.isBestDeal,
    mostPopular: row.isMostPopular,
    dayOfWeek: row.daysOfWeek,
    availableFrom: iso(row.availableFrom),
    availableTill: iso(row.availableTill),
    minBalance: row.minBalance === null ? null : toMajorNumber(row.minBalance, "coins"),
    minPurchases: row.minPurchases,
    limitPerDay: row.limitPerDay,
    relatedPresetIds: row.relatedPresetIds,
  };
}

function availabilityOf<R extends BundleUnavailabilityReason>(reasons: readonly R[]) {
  return {
    isAvailable: reasons.length === 0,
    unavailabilityReasons: [...reasons],
    isLimitPerDayReason: reasons.includes("limitPerDay" as R),
    isMinBalanceReason: reasons.includes("minBalance" as R),
  };
}

export function presentPackage(offer: StoreOffer, reasons: readonly UnavailabilityReason[]): StorePreset {
  return { ...offer, kind: "package", ...availabilityOf(reasons) };
}

export function presentPromoOffer(
  offer: StoreOffer,
  reasons: readonly BundleUnavailabilityReason[],
  expiresAt: Date | null,
): PromoOfferPreset {
  return { ...offer, kind: "promoOffer", ...availabilityOf(reasons), expiresAt: iso(expiresAt) };
}

// ---- Back office ----

export function presentBackofficePreset(row: PresetRow): BackofficePreset {
  return {
    id: row.id,
    brandId: row.brandId as BrandId,
    kind: row.kind,
    title: row.title,
    price: dollarsText(row.priceCents),
    usualPrice: row.usualPriceCents === null ? null : dollarsText(row.usualPriceCents),
    coins: toMajorString(row.coins, "coins"),
    entries: toMajorString(row.entries, "entries"),
    badgeLabel: row.badgeLabel,
    imagePopup: row.imagePopup,
    bestDeal: row.isBestDeal,
    mostPopular: row.isMostPopular,
    isQuickBuy: row.isQuickBuy,
    isPopup: row.isPopup,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    availableFrom: iso(row.availableFrom),
    availableTill: iso(row.availableTill),
    daysOfWeek: row.daysOfWeek,
    minBalance: row.minBalance === null ? null : toMajorString(row.minBalance, "coins"),
    minPurchases: row.minPurchases,
    limitPerDay: row.limitPerDay,
    relatedPresetIds: row.relatedPresetIds,
    urlHash: row.urlHash,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentBackofficeBundle(row: BundleRow): BackofficeBundle {
  return {
    id: row.id,
    brandId: row.brandId as BrandId,
    type: row.type,
    title: row.title,
    presetIds: row.presetIds,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentBackofficeFlipSet(row: FlipSetRow): BackofficeFlipSet {
  return {
    id: row.id,
    brandId: row.brandId as BrandId,
    slug: row.slug,
    offers: row.presetIds.map((presetId, index) => ({ presetId, weight: row.weights[index] ?? 0 })),
    cooldownHours: row.cooldownHours,
    isActive: row.isActive,
  };
}
