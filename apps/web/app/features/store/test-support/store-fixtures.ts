import type { PromoOfferPreset, StoreOffer, StorePreset } from "@casino/contracts";

/** A package as the brand sells it (app init's popup presets carry this shape). */
export function storeOffer(extra: Partial<StoreOffer> = {}): StoreOffer {
  return {
    id: 1,
    kind: "package",
    title: "Starter",
    coins: 10_000,
    entries: 5,
    price: 4.99,
    priceCents: 499,
    usualPrice: null,
    badgeLabel: null,
    imagePopup: null,
    bestDeal: false,
    mostPopular: false,
    dayOfWeek: null,
    availableFrom: null,
    availableTill: null,
    minBalance: null,
    minPurchases: null,
    limitPerDay: null,
    relatedPresetIds: [],
    ...extra,
  };
}

const available = {
  isAvailable: true,
  unavailabilityReasons: [],
  isLimitPerDayReason: false,
  isMinBalanceReason: false,
};

/** A coin package with the player's availability (`/rest/available-sets/check/`). */
export function storePreset(extra: Partial<StorePreset> = {}): StorePreset {
  return { ...storeOffer(), ...available, ...extra, kind: "package" };
}

/** A promo offer preset with the player's availability. */
export function promoOfferPreset(extra: Partial<PromoOfferPreset> = {}): PromoOfferPreset {
  return { ...storeOffer(), ...available, expiresAt: null, ...extra, kind: "promoOffer" };
}

/** The texts the store's tests read. */
export const STORE_DICTIONARY = {
  "store.buy": "Buy",
  "store.buyFor": "Buy for {{price}}",
  "store.bestDeal": "Best deal",
  "store.mostPopular": "Most popular",
  "store.coins": "{{coins}} Coins",
  "store.freeEntries": "+ {{entries}} Free Entries",
  "store.usualPrice": "Usual price",
  "store.price": "Price",
  "store.promoOffers": "Special offers",
  "store.packages": "Coin packages",
  "store.loading": "Loading packages…",
  "store.unavailable.afterPurchases.one": "Available after your {{count}}st purchase",
  "store.unavailable.afterPurchases.two": "Available after your {{count}}nd purchase",
  "store.unavailable.afterPurchases.few": "Available after your {{count}}rd purchase",
  "store.unavailable.afterPurchases.other": "Available after your {{count}}th purchase",
  "store.unavailable.dayOfWeek": "Available on {{days}}",
  "store.unavailable.minBalance": "Available with a balance of at least {{coins}} coins",
  "store.unavailable.limitPerDay_one": "Limit reached: {{count}} purchase per day. Available again tomorrow",
  "store.unavailable.limitPerDay_other":
    "Limit reached: {{count}} purchases per day. Available again tomorrow",
  "store.unavailable.notCurrent": "Unlocks once you buy the offer before it",
  "store.unavailable.alreadyBought": "Already bought",
  "store.offer.notFound": "This offer is not available to you.",
  "store.offer.allPackages": "See all packages",
  "store.offer.choose": "Choose your package",
  "store.link.unavailable": "This offer is not available.",
  "store.flip.title": "Flip the coin",
  "store.flip.flipping": "Flipping the coin…",
  "store.flip.wonTitle": "You won an offer!",
  "store.flip.won": "The coin chose this offer for you. It is yours until {{date}}.",
  "store.flip.usedTitle": "Flip the coin used",
  "store.flip.reason.limit_by_time": "You have flipped this coin already. You can flip it again on {{date}}.",
  "store.flip.reason.limit_by_promo_offers":
    "You have flipped this coin already: the offer you won is yours until {{date}}.",
  "store.flip.reason.no_offers_found": "There are no offers to win right now. Please come back later.",
  "store.flip.later": "Not now",
  "store.flip.close": "Close",
  "store.popup.title": "A special offer for you",
  "store.popup.later": "Not now",
};
