/** What a purchase is for: a catalogue package (`preset`) or an offer's preset (`promoOffer`). */
export type OfferType = "preset" | "promoOffer";

/**
 * The package the player chose, as the store's pages hand it to the cash box (structurally the store's
 * own `PurchaseSelection`: web features never import each other, the composition passes it through).
 * `price` in dollars (2 decimals), `coins` whole, `entries` with 2 decimals.
 */
export interface PurchaseSelection {
  presetId: number;
  offerType: OfferType;
  title: string;
  price: number;
  coins: number;
  entries: number;
}

/** How a checkout ended (spec §4 deposit flow); the cash box turns it into its next page. */
export type CheckoutOutcome =
  | { kind: "completed"; orderId: string }
  | { kind: "failed"; message: string }
  | { kind: "declined"; presetId: number; offerType: OfferType; tryNextMethod: string | null }
  | { kind: "cancelled" };
