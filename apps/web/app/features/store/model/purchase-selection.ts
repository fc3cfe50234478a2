import type { CashPreset, OfferType, StoreOffer } from "@casino/contracts";

/**
 * What the player chose to buy, as the cash box hands it to the checkout (the payments feature declares
 * the same shape). Amounts as the store's answers carry them: `price` in dollars with 2 decimals, `coins`
 * whole, `entries` with 2 decimals; the server prices the order again from `presetId` and `offerType`.
 */
export interface PurchaseSelection {
  presetId: number;
  offerType: OfferType;
  title: string;
  price: number;
  coins: number;
  entries: number;
}

/** The deep links' offer type of a preset: packages are bought as `preset`, promo offers as `promoOffer`. */
export const offerTypeOf = (offer: Pick<StoreOffer, "kind">): OfferType =>
  offer.kind === "package" ? "preset" : "promoOffer";

export function selectionOf(offer: StoreOffer | CashPreset): PurchaseSelection {
  return {
    presetId: offer.id,
    offerType: offerTypeOf(offer),
    title: offer.title,
    price: offer.price,
    coins: offer.coins,
    entries: offer.entries,
  };
}

/** Whether a preset is what a deep link's offer type names (a package link never opens a promo offer). */
export const isOfferOfType = (offer: Pick<StoreOffer, "kind">, offerType: OfferType) =>
  offerTypeOf(offer) === offerType;
