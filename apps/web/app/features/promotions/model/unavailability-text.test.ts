import { describe, expect, it } from "vitest";
import { createI18n } from "../../../lib/i18n";
import { unavailabilityTexts } from "./unavailability-text";

const { t } = createI18n("en", {
  "promotions.reason.afterPurchases_one": "Available after your first purchase.",
  "promotions.reason.afterPurchases_other": "Available once you have made {{count}} purchases.",
  "promotions.reason.dayOfWeek": "Available on {{days}} only.",
  "promotions.reason.minBalance": "Available when you hold at least {{coins}} Coins.",
  "promotions.reason.limitPerDay_one": "You have bought it today. It is back tomorrow.",
  "promotions.reason.dateWindow": "Not on sale at this time.",
});

describe("why an offer cannot be bought now", () => {
  it("names the purchase it unlocks after, the weekdays and the balance, with the offer's numbers", () => {
    const preset = { minPurchases: 3, dayOfWeek: [1, 3, 5], minBalance: 50_000, limitPerDay: 1 };
    expect(
      unavailabilityTexts(t, "en", ["afterPurchases", "dayOfWeek", "minBalance", "limitPerDay"], preset),
    ).toEqual([
      "Available once you have made 3 purchases.",
      "Available on Monday, Wednesday, or Friday only.",
      "Available when you hold at least 50,000 Coins.",
      "You have bought it today. It is back tomorrow.",
    ]);
  });

  it("names weekdays in the visitor's language", () => {
    const [text] = unavailabilityTexts(t, "es", ["dayOfWeek"], { dayOfWeek: [6, 7] });
    expect(text).toBe("Available on sábado o domingo only.");
  });

  it("says an offer without weekdays is simply not on sale now", () => {
    expect(unavailabilityTexts(t, "en", ["dayOfWeek"], undefined)).toEqual(["Not on sale at this time."]);
  });
});
