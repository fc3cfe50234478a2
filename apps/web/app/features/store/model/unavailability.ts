import type { BundleUnavailabilityReason, StoreOffer } from "@casino/contracts";
import { formatCoins } from "@casino/web-kit";
import type { TFunction } from "../../../lib/i18n";

/** The offer's conditions a reason's text names. */
export type OfferConditions = Pick<
  StoreOffer,
  "minPurchases" | "dayOfWeek" | "minBalance" | "limitPerDay" | "availableFrom" | "availableTill"
>;

/** A Monday in UTC: ISO weekday `d` (1 Monday … 7 Sunday) is this day plus d - 1. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** "Monday or Friday" in the player's language, for the ISO weekdays (UTC) an offer is sold on. */
export function weekdaysText(days: readonly number[], locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const names = [...days].sort((a, b) => a - b).map((day) => name.format(A_MONDAY_UTC + (day - 1) * DAY_MS));
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(names);
}

const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** "1st", "2nd", "3rd", "4th"… through the dictionary: the ordinal's form is the language's. */
function afterPurchaseText(t: TFunction, locale: string, count: number): string {
  const form = new Intl.PluralRules(locale, { type: "ordinal" }).select(count);
  const key = `store.unavailable.afterPurchases.${form}`;
  const text = t(key, { count });
  return text === key ? t("store.unavailable.afterPurchases.other", { count }) : text;
}

function reasonText(
  t: TFunction,
  locale: string,
  offer: OfferConditions,
  reason: BundleUnavailabilityReason,
  now: number,
): string {
  switch (reason) {
    case "afterPurchases":
      return afterPurchaseText(t, locale, offer.minPurchases ?? 1);
    case "dayOfWeek":
      return offer.dayOfWeek && offer.dayOfWeek.length > 0
        ? t("store.unavailable.dayOfWeek", { days: weekdaysText(offer.dayOfWeek, locale) })
        : t("store.unavailable.notToday");
    case "minBalance":
      return t("store.unavailable.minBalance", { coins: formatCoins(offer.minBalance ?? 0, locale) });
    case "limitPerDay":
      return t("store.unavailable.limitPerDay", { count: offer.limitPerDay ?? 1 });
    case "dateWindow":
      return offer.availableFrom && Date.parse(offer.availableFrom) > now
        ? t("store.unavailable.startsAt", { date: dateText(offer.availableFrom, locale) })
        : t("store.unavailable.ended");
    case "notCurrent":
      return t("store.unavailable.notCurrent");
    case "alreadyBought":
      return t("store.unavailable.alreadyBought");
  }
}

/**
 * Why the player cannot buy an offer now, one sentence per reason the server gave (spec §8 "tooltips
 * for unavailable promotions (after Nth purchase, weekday, min balance)", and the daily limit, the date
 * window and the welcome pack's order).
 */
export function unavailabilityTexts(
  t: TFunction,
  locale: string,
  offer: OfferConditions,
  reasons: readonly BundleUnavailabilityReason[],
  now: number,
): string[] {
  return reasons.map((reason) => reasonText(t, locale, offer, reason, now));
}
