import type { BundleUnavailabilityReason, PromoOfferPreset } from "@casino/contracts";
import { formatCoins } from "@casino/web-kit";
import type { TFunction } from "../../../lib/i18n";

/** ISO weekday (1 Monday … 7 Sunday) → its name in the locale; 2024-01-01 was a Monday. */
function weekdayName(isoDay: number, locale: string): string {
  const day = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(day);
}

/**
 * Spec §8 "tooltips for unavailable promotions": one sentence per reason the store gave, with the
 * preset's own numbers (after the Nth purchase, which weekdays, what minimum balance).
 */
export function unavailabilityTexts(
  t: TFunction,
  locale: string,
  reasons: readonly BundleUnavailabilityReason[],
  preset: PromoOfferPreset | undefined,
): string[] {
  return reasons.map((reason) => {
    switch (reason) {
      case "afterPurchases":
        return t("promotions.reason.afterPurchases", { count: preset?.minPurchases ?? 1 });
      case "dayOfWeek": {
        const days = (preset?.dayOfWeek ?? []).map((day) => weekdayName(day, locale));
        return days.length > 0
          ? t("promotions.reason.dayOfWeek", {
              days: new Intl.ListFormat(locale, { type: "disjunction" }).format(days),
            })
          : t("promotions.reason.dateWindow");
      }
      case "minBalance":
        return t("promotions.reason.minBalance", { coins: formatCoins(preset?.minBalance ?? 0, locale) });
      case "limitPerDay":
        return t("promotions.reason.limitPerDay", { count: preset?.limitPerDay ?? 1 });
      case "dateWindow":
        return t("promotions.reason.dateWindow");
      case "notCurrent":
        return t("promotions.reason.notCurrent");
      case "alreadyBought":
        return t("promotions.reason.alreadyBought");
    }
  });
}
