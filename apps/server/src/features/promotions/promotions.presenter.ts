import {
  type BackofficePromotion,
  isOfferPromotion,
  type Locale,
  type PromoOfferPreset,
  type Promotion,
  promoOfferCashLink,
} from "@casino/contracts";
import type { PromotionRow } from "./promotions.repo";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** How it works, one step per line of the operator's text. */
export const stepsOf = (howWorks: string) =>
  howWorks
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A promotion as the site shows it. An offer promotion's button opens the cash box at its preset and is
 * open exactly when the preset may be bought by this player now; the reasons are the tooltip's.
 */
export function presentPromotion(row: PromotionRow, preset: PromoOfferPreset | null): Promotion {
  const isOffer = isOfferPromotion(row.type);
  const link = isOffer && row.presetId !== null ? promoOfferCashLink(row.presetId) : row.link;
  return {
    id: row.id,
    type: row.type,
    viewKeys: { isShowHomePage: row.isShowHomePage, isShowPromoPage: row.isShowPromoPage },
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    howWorks: stepsOf(row.howWorks),
    button: link ? { label: row.buttonLabel, link } : null,
    needDeposits: row.needDeposits,
    data: preset ? { promoOfferPreset: preset } : {},
    isAvailable: preset ? preset.isAvailable : true,
    unavailabilityReasons: preset ? preset.unavailabilityReasons : [],
  };
}

export function presentBackofficePromotion(row: PromotionRow): BackofficePromotion {
  return {
    id: row.id,
    brandId: row.brandId,
    locale: row.locale as Locale,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    howWorks: row.howWorks,
    buttonLabel: row.buttonLabel,
    link: row.link,
    presetId: row.presetId,
    needDeposits: row.needDeposits,
    isShowHomePage: row.isShowHomePage,
    isShowPromoPage: row.isShowPromoPage,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
