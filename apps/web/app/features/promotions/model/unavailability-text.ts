import type { BundleUnavailabilityReason, PromoOfferPreset } from "@casino/contracts";
import { formatCoins } from "@casino/web-kit";
import type { TFunction } from "../../../lib/i18n";

/** ISO weekday (1 Monday … 7 Sunday) → its name in the locale; 2024-01-01 was a Monday. */
function weekdayName(isoDay: number, locale: string): string {
  const day = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(day);
}

type Preset = Pick<PromoOfferPreset, "minPurchases" | "dayOfWeek" | "minBalance" | "limitPerDay">;

/** One sentence per reason, with the preset's own numbers. */
const TEXTS: Record<
  BundleUnavailabilityReason,
  (t: TFunction, locale: string, preset: Partial<Preset> | undefined) => string
> = {
  afterPurchases: (t, _locale, preset) =>
    t("promotions.reason.afterPurchases", { count: preset?.minPurchases ?? 1 }),
  dayOfWeek: (t, locale, preset) => {
    const days = (preset?.dayOfWeek ?? []).map((day) => weekdayName(day, locale));
    if (days.length === 0) return t("promotions.reason.dateWindow");
    const list = new Intl.ListFormat(locale, { type: "disjunction" }).format(days);
    return t("promotions.reason.dayOfWeek", { days: list });
  },
  minBalance: (t, locale, preset) =>
    t("promotions.reason.minBalance", { coins: formatCoins(preset?.minBalance ?? 0, locale) }),
  limitPerDay: (t, _locale, preset) =>
    t("promotions.reason.limitPerDay", { count: preset?.limitPerDay ?? 1 }),
  dateWindow: (t) => t("promotions.reason.dateWindow"),
  notCurrent: (t) => t("promotions.reason.notCurrent"),
  alreadyBought: (t) => t("promotions.reason.alreadyBought"),
};

/**
 * Spec §8 "tooltips for unavailable promotions": one sentence per reason the store gave, with the
 * preset's own numbers (after the Nth purchase, which weekdays, what minimum balance).
 */
export function unavailabilityTexts(
  t: TFunction,
  locale: string,
  reasons: readonly BundleUnavailabilityReason[],
  preset: Partial<Preset> | undefined,
): string[] {
  return reasons.map((reason) => TEXTS[reason](t, locale, preset));
}
