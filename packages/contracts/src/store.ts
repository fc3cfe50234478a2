import { z } from "zod";
import { ContentSlugSchema, RowIdSchema } from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

/**
 * What a brand sells (issue #14, decision 046): coin packages that come with free entries, and promo offer
 * presets (spec §3 `promoOfferPreset`) with the conditions the server checks and the cash box's tooltips
 * name (after the Nth purchase, weekday, minimum balance, limit per day, date window). Link offers unlock
 * with a url hash, flip-the-coin sets draw one for a player, and the welcome pack sells promo offers one
 * after another. Payments buys through the store's server index (`quotePresetForOrder`). Operators edit it
 * through `store.backoffice.ts`.
 */

export const PRESET_KINDS = ["package", "promoOffer"] as const;
export const PresetKindSchema = z.enum(PRESET_KINDS);
export type PresetKind = z.infer<typeof PresetKindSchema>;

/** The deep links' offer type (`/cash/deposit-by-money/{id}/preset/`, `…/{presetId}/promoOffer/`). */
export const OFFER_TYPES = ["preset", "promoOffer"] as const;
export const OfferTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof OfferTypeSchema>;
/** The preset kind an offer type of the deep links names. */
export const kindOfOfferType = (offerType: OfferType): PresetKind =>
  offerType === "preset" ? "package" : "promoOffer";

/**
 * Why a preset cannot be bought by this player now: fewer completed purchases than `minPurchases`, not one
 * of its weekdays (UTC), coins balance under `minBalance`, bought `limitPerDay` times today (UTC), outside
 * its `availableFrom`…`availableTill` window.
 */
export const UNAVAILABILITY_REASONS = [
  "afterPurchases",
  "dayOfWeek",
  "minBalance",
  "limitPerDay",
  "dateWindow",
] as const;
export const UnavailabilityReasonSchema = z.enum(UNAVAILABILITY_REASONS);
export type UnavailabilityReason = z.infer<typeof UnavailabilityReasonSchema>;

/** A bundle offer's reasons besides the preset's own: not the next one in the bundle, or bought already. */
export const BUNDLE_UNAVAILABILITY_REASONS = [
  ...UNAVAILABILITY_REASONS,
  "notCurrent",
  "alreadyBought",
] as const;
export const BundleUnavailabilityReasonSchema = z.enum(BUNDLE_UNAVAILABILITY_REASONS);
export type BundleUnavailabilityReason = z.infer<typeof BundleUnavailabilityReasonSchema>;

/** Dollars as typed ("9.99", "10", "4.5") → US cents, exactly; throws on anything else. */
export function dollarsToCents(dollars: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(dollars.trim());
  if (!match) throw new RangeError(`"${dollars}" is not a price`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** US cents → the JSON number of dollars (999n → 9.99): exact for every price below 2^53 cents. */
export function centsToDollars(cents: bigint): number {
  return Number(dollarsText(cents));
}

/** US cents → dollars as an exact decimal string (999n → "9.99"). */
export function dollarsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  return negative ? `-${whole}` : whole;
}

/**
 * An offer as the brand sells it, the same for every player: what app init's popup presets and the home's
 * packages carry (served from memory). Amounts: `coins` whole coins, `entries` with 2 decimals, `price` and
 * `usualPrice` dollars with 2 decimals, `priceCents` the exact price.
 */
export const StoreOfferSchema = z.object({
  id: z.number().int(),
  kind: PresetKindSchema,
  title: text(),
  coins: z.number(),
  entries: z.number(),
  price: z.number(),
  priceCents: z.number().int(),
  /** The crossed-out price; null when there is none. */
  usualPrice: z.number().nullable(),
  badgeLabel: text().nullable(),
  imagePopup: text().nullable(),
  bestDeal: z.boolean(),
  mostPopular: z.boolean(),
  /** ISO weekdays (1 Monday … 7 Sunday, UTC) it is sold on; null: every day. */
  dayOfWeek: z.array(z.number().int().min(1).max(7)).nullable(),
  /** ISO instants of its window; null: open on that side. */
  availableFrom: text().nullable(),
  availableTill: text().nullable(),
  /** Whole coins the player must hold at least; null: no condition. */
  minBalance: z.number().nullable(),
  /** Sold from the player's Nth completed purchase on; null: from the first. */
  minPurchases: z.number().int().nullable(),
  /** Purchases of it per player per UTC day; null: no limit. */
  limitPerDay: z.number().int().nullable(),
  relatedPresetIds: z.array(z.number().int()),
});
export type StoreOffer = z.infer<typeof StoreOfferSchema>;

/** Whether this player may buy it now, and why not (spec §8 tooltips). */
const availability = {
  isAvailable: z.boolean(),
  unavailabilityReasons: z.array(UnavailabilityReasonSchema),
  /** The spec's flags for the two tooltips that need the player's numbers. */
  isLimitPerDayReason: z.boolean(),
  isMinBalanceReason: z.boolean(),
};

/** A coin package with its availability for the player asking. */
export const StorePresetSchema = StoreOfferSchema.extend({ kind: z.literal("package"), ...availability });
export type StorePreset = z.infer<typeof StorePresetSchema>;

/**
 * A promo offer preset (spec §3) with its availability for the player asking; an offer of the welcome pack
 * may also be refused for the bundle's order (`notCurrent`, `alreadyBought`).
 */
export const PromoOfferPresetSchema = StoreOfferSchema.extend({
  kind: z.literal("promoOffer"),
  ...availability,
  unavailabilityReasons: z.array(BundleUnavailabilityReasonSchema),
  /** A won flip-the-coin offer: until when the player can buy it; null for every other offer. */
  expiresAt: text().nullable(),
});
export type PromoOfferPreset = z.infer<typeof PromoOfferPresetSchema>;

export const CashPresetSchema = z.discriminatedUnion("kind", [StorePresetSchema, PromoOfferPresetSchema]);
export type CashPreset = z.infer<typeof CashPresetSchema>;

/** A bundle's offer: `current` is the first one the player has not bought yet. */
export const PromoOfferBundleOfferSchema = PromoOfferPresetSchema.extend({
  current: z.boolean(),
  isBought: z.boolean(),
});
export const PromoOfferBundleSchema = z.object({
  id: z.number().int(),
  type: z.literal("welcomePack"),
  title: text(),
  promoOffers: z.array(PromoOfferBundleOfferSchema),
  /** Every offer bought: nothing of it is for sale to this player any more. */
  isCompleted: z.boolean(),
});
export type PromoOfferBundle = z.infer<typeof PromoOfferBundleSchema>;

export const availableSetsEndpoint = defineEndpoint({
  id: "availableSets",
  method: "GET",
  path: "/rest/available-sets/check/",
  summary:
    "What the cash box's deposit page offers the player: the brand's active coin packages and promo offers in order, each with whether the player can buy it now and why not (afterPurchases, dayOfWeek, minBalance, limitPerDay, dateWindow). Link offers appear once the player subscribed, flip-the-coin offers while a won one has not expired or been bought, welcome-pack offers only in their bundle.",
  tags: ["store"],
  auth: "player",
  output: z.object({ packages: z.array(StorePresetSchema), promoOffers: z.array(PromoOfferPresetSchema) }),
});

export const cashPresetEndpoint = defineEndpoint({
  id: "cashPreset",
  method: "GET",
  path: "/rest/cash/presets/{id}/",
  summary:
    "One package or promo offer with its availability for the player, for the deep links `/cash/deposit-by-money/{id}/preset/` and `/cash/deposit-by-money/{presetId}/promoOffer/`. PRESET_NOT_FOUND for an inactive one, another brand's, and a link or flip offer the player has not unlocked.",
  tags: ["store"],
  auth: "player",
  params: z.object({ id: RowIdSchema }),
  output: CashPresetSchema,
  errors: ["PRESET_NOT_FOUND"],
});

export const quickBuyEndpoint = defineEndpoint({
  id: "quickBuy",
  method: "GET",
  path: "/rest/cash/quick-buy/",
  summary:
    "The quick-buy strip (spec §3): the brand's quick-buy packages with their availability, and the welcome pack while the player has an offer of it left (null once all are bought). `extraWheel` is always null until the wheels' issue adds it.",
  tags: ["store"],
  auth: "player",
  output: z.object({
    packages: z.array(StorePresetSchema),
    promoOffers: z.object({ bundle: PromoOfferBundleSchema.nullable(), extraWheel: z.null() }),
  }),
});

export const promoOfferBundlesEndpoint = defineEndpoint({
  id: "promoOfferBundles",
  method: "GET",
  path: "/rest/promo-offers-bundle/configs/",
  summary:
    "The brand's active promo offer bundles (the welcome pack), each offer marked `current` (the first the player has not bought) and `isBought`.",
  tags: ["store"],
  auth: "player",
  output: z.object({ bundles: z.array(PromoOfferBundleSchema) }),
});

export const checkPromoOfferBundleEndpoint = defineEndpoint({
  id: "checkPromoOfferBundle",
  method: "POST",
  path: "/rest/promo-offers-bundle/check-availability/",
  summary:
    "Whether the player can buy this offer of this bundle now: it must be the bundle's current offer (notCurrent, alreadyBought) and pass the preset's own conditions. Reads only (POST as the spec lists it). PROMO_OFFER_NOT_FOUND for a bundle of another brand, an inactive one, or an offer not in it.",
  tags: ["store"],
  auth: "player",
  body: z.object({ promoOfferBundleId: RowIdSchema, promoOfferId: RowIdSchema }).strict(),
  output: z.object({
    available: z.boolean(),
    unavailabilityReasons: z.array(BundleUnavailabilityReasonSchema),
  }),
  errors: ["PROMO_OFFER_NOT_FOUND"],
});

/** A link offer's url hash (query `promoOffer` of the spec): lowercase letters, digits and dashes. */
export const UrlHashSchema = text()
  .trim()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters and digits, words joined by single dashes.");

export const subscribePromoOfferEndpoint = defineEndpoint({
  id: "subscribePromoOffer",
  method: "POST",
  path: "/rest/cash/promo-offer-preset/subscribe/",
  summary:
    "Unlocks the brand's link offer with this url hash for the player (idempotent): from then on it is in their available sets. PROMO_OFFER_NOT_FOUND for an unknown or inactive hash.",
  tags: ["store"],
  auth: "player",
  body: z.object({ urlHash: UrlHashSchema }).strict(),
  output: z.object({ success: z.literal(true), presetId: z.number().int() }),
  errors: ["PROMO_OFFER_NOT_FOUND"],
});

export const FLIP_REASON_TYPES = ["limit_by_time", "limit_by_promo_offers", "no_offers_found"] as const;
export const FlipReasonTypeSchema = z.enum(FLIP_REASON_TYPES);
export type FlipReasonType = z.infer<typeof FlipReasonTypeSchema>;

const FlipOfferSchema = z.object({ promoOfferPreset: PromoOfferPresetSchema, expiresAt: text() });

export const FlipTheCoinResultSchema = z.union([
  /** Won: the offer is the player's to buy until `expiresAt`. */
  z.object({ success: z.literal(true), reasonType: z.null(), data: FlipOfferSchema }),
  /** Flipped this set within its cooldown: the next flip is possible at `nextFlipAt`. */
  z.object({
    success: z.literal(false),
    reasonType: z.literal("limit_by_time"),
    data: z.object({ nextFlipAt: text() }),
  }),
  /** Still holds an unexpired, unbought offer won from this set: that one. */
  z.object({
    success: z.literal(false),
    reasonType: z.literal("limit_by_promo_offers"),
    data: FlipOfferSchema,
  }),
  /** None of the set's offers is available now. */
  z.object({ success: z.literal(false), reasonType: z.literal("no_offers_found"), data: z.null() }),
]);
export type FlipTheCoinResult = z.infer<typeof FlipTheCoinResultSchema>;

export const flipTheCoinEndpoint = defineEndpoint({
  id: "flipTheCoin",
  method: "POST",
  path: "/rest/cash/promo-offer-preset/flip-the-coin/",
  summary:
    "Flips the coin of a promo offer set (query `promoOfferSet`, its slug): draws one of the set's currently available offers by weight and gives it to the player for 24 hours. One flip per set per cooldown (limit_by_time, with nextFlipAt); none while a won offer of the set is unexpired and unbought (limit_by_promo_offers, with that offer); no_offers_found when none of its offers is available. PROMO_OFFER_NOT_FOUND for an unknown or inactive set.",
  tags: ["store"],
  auth: "player",
  query: z.object({ promoOfferSet: ContentSlugSchema }),
  output: FlipTheCoinResultSchema,
  errors: ["PROMO_OFFER_NOT_FOUND"],
});
