import { z } from "zod";
import { BrandParamsSchema, ContentLinkSchema, RowIdSchema } from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { LocaleSchema } from "./locales";
import { defineBackofficeEndpoint } from "./operators";
import { BundleUnavailabilityReasonSchema, PromoOfferPresetSchema } from "./store";
import { text } from "./text";

/**
 * Promotions (issue #14 item 5, decision 048): the cards of the promotions page and the home page (spec §3
 * Promotion), per brand and locale, each with its how-it-works steps. An offer promotion points at a promo
 * offer preset of the store, whose availability for the player asking (and the reasons the tooltips name)
 * the store computes.
 */

/** Spec §3: every promotion type the product knows. */
export const PROMOTION_TYPES = [
  "offerDeposit",
  "offerPeriodic",
  "tournament",
  "invite",
  "verification",
  "inviteQualification",
  "magicBox",
  "quest",
  "playerFreeSpin",
  "rankLeagueCashback",
] as const;
export const PromotionTypeSchema = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof PromotionTypeSchema>;

/**
 * The types whose feature is built, the only ones an operator can create (a card for a feature that does
 * not exist would lead nowhere). A later issue that builds tournaments or invites adds its type here.
 */
export const BUILT_PROMOTION_TYPES = ["offerDeposit", "offerPeriodic", "verification"] as const;
export const BuiltPromotionTypeSchema = z.enum(BUILT_PROMOTION_TYPES);

/** The types that sell a promo offer preset: their button opens the cash box at that offer. */
export const OFFER_PROMOTION_TYPES: readonly PromotionType[] = ["offerDeposit", "offerPeriodic"];
export const isOfferPromotion = (type: PromotionType) => OFFER_PROMOTION_TYPES.includes(type);

/** Spec §2: where an offer promotion's Buy opens the cash box (a hash route over the current page). */
export const promoOfferCashLink = (presetId: number) => `#/cash/deposit-by-money/${presetId}/promoOffer/`;

export const PromotionSchema = z.object({
  id: z.number().int(),
  type: PromotionTypeSchema,
  viewKeys: z.object({ isShowHomePage: z.boolean(), isShowPromoPage: z.boolean() }),
  title: text(),
  subtitle: text(),
  /** A path of the site or an https address; null: the card shows the brand's art. */
  image: text().nullable(),
  /** How it works, one step per item. */
  howWorks: z.array(text()),
  /**
   * The card's action: for an offer promotion the cash box link of its preset (`#/cash/…`), else the
   * operator's link. Null when the card has none. A null label is the page's own word ("Buy" for an
   * offer, "Learn more" otherwise) in the visitor's language.
   */
  button: z.object({ label: text().nullable(), link: text() }).nullable(),
  /** Shown to players with a deposit (true), without one (false) or everyone (null). */
  needDeposits: z.boolean().nullable(),
  data: z.object({
    /** An offer promotion's preset, with whether the player asking may buy it now and why not. */
    promoOfferPreset: PromoOfferPresetSchema.optional(),
  }),
  /** Whether the card's action is open to the player now; false shows the tooltip of `unavailabilityReasons`. */
  isAvailable: z.boolean(),
  /**
   * Spec §8 tooltips: after the Nth purchase, weekday, minimum balance (and limit per day, date window; a
   * welcome-pack offer also not yet its turn, or bought already): the preset's own reasons.
   */
  unavailabilityReasons: z.array(BundleUnavailabilityReasonSchema),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const promotionsPageEndpoint = defineEndpoint({
  id: "promotionsPage",
  method: "GET",
  path: "/rest/page/promotions/",
  summary:
    "The brand's live promotions in the visitor's locale, in order, each with `viewKeys` saying whether it belongs on the promotions page and/or the home page. Offer promotions carry their promo offer preset with its availability for the player asking (a guest is judged as a newcomer). Promotions for players with (or without) a deposit are left out for the others; a verification promotion is left out once the player is verified. Guests get the same list (the page itself asks them to sign up).",
  tags: ["promotions"],
  output: z.object({ promotions: z.array(PromotionSchema) }),
});

// ---- Back office (module content) ----

/** A promotion as operators edit it. */
export const BackofficePromotionSchema = z.object({
  id: z.number().int(),
  brandId: text(),
  locale: LocaleSchema,
  type: PromotionTypeSchema,
  title: text(),
  subtitle: text(),
  image: text().nullable(),
  /** One step per line. */
  howWorks: text(),
  buttonLabel: text().nullable(),
  link: text().nullable(),
  presetId: z.number().int().nullable(),
  needDeposits: z.boolean().nullable(),
  isShowHomePage: z.boolean(),
  isShowPromoPage: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  updatedAt: text(),
});
export type BackofficePromotion = z.infer<typeof BackofficePromotionSchema>;

const Instant = z.iso.datetime({
  offset: true,
  message: "Use an ISO 8601 date-time, e.g. 2026-12-01T00:00:00Z.",
});

export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_HOW_WORKS_MAX = 2000;

/**
 * What an operator sets. An offer promotion names a promo offer preset of the brand (its button opens the
 * cash box there, labelled `buttonLabel` or "Buy"); any other type names its own link. Plain text only.
 */
export const PromotionFieldsSchema = z
  .object({
    locale: LocaleSchema,
    type: BuiltPromotionTypeSchema,
    title: text().trim().min(1).max(PROMOTION_TITLE_MAX),
    subtitle: text().trim().max(300),
    image: ContentLinkSchema.nullable(),
    howWorks: text().trim().max(PROMOTION_HOW_WORKS_MAX),
    buttonLabel: text().trim().min(1).max(40).nullable(),
    link: ContentLinkSchema.nullable(),
    presetId: z.number().int().positive().max(2_147_483_647).nullable(),
    needDeposits: z.boolean().nullable(),
    isShowHomePage: z.boolean(),
    isShowPromoPage: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
    isActive: z.boolean(),
    startsAt: Instant.nullable(),
    endsAt: Instant.nullable(),
  })
  .strict()
  .refine((fields) => !isOfferPromotion(fields.type) || fields.presetId !== null, {
    message: "An offer promotion sells a promo offer: choose its preset.",
    path: ["presetId"],
  })
  .refine((fields) => isOfferPromotion(fields.type) || fields.presetId === null, {
    message: "Only offer promotions name a preset.",
    path: ["presetId"],
  })
  .refine(
    (fields) => !fields.startsAt || !fields.endsAt || Date.parse(fields.startsAt) < Date.parse(fields.endsAt),
    { message: "The promotion must end after it starts.", path: ["endsAt"] },
  );
export type PromotionFields = z.infer<typeof PromotionFieldsSchema>;

const PromotionParams = BrandParamsSchema.extend({ id: RowIdSchema });

export const listPromotionsEndpoint = defineBackofficeEndpoint({
  id: "listPromotions",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/promotions/",
  summary: "The brand's promotions in one locale, inactive ones included, in their order.",
  access: "content:read",
  params: BrandParamsSchema,
  query: z.object({ locale: LocaleSchema.default("en") }),
  output: z.object({ promotions: z.array(BackofficePromotionSchema) }),
});

export const createPromotionEndpoint = defineBackofficeEndpoint({
  id: "createPromotion",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/promotions/",
  summary:
    "Adds a promotion to the brand in one locale (audited); players see it at once. PRESET_NOT_FOUND when an offer promotion names no promo offer of the brand.",
  access: "content:write",
  params: BrandParamsSchema,
  body: PromotionFieldsSchema,
  output: BackofficePromotionSchema,
  errors: ["PRESET_NOT_FOUND"],
});

export const updatePromotionEndpoint = defineBackofficeEndpoint({
  id: "updatePromotion",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/promotions/{id}/",
  summary: "Replaces every field of a promotion (audited with the one it replaces).",
  access: "content:write",
  params: PromotionParams,
  body: PromotionFieldsSchema,
  output: BackofficePromotionSchema,
  errors: ["NOT_FOUND", "PRESET_NOT_FOUND"],
});

export const deactivatePromotionEndpoint = defineBackofficeEndpoint({
  id: "deactivatePromotion",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/promotions/{id}/deactivate/",
  summary:
    "Takes a promotion off the site (audited); one that is off already is CONFLICT. Promotions are deactivated rather than deleted: the seed would bring a deleted seeded one back.",
  access: "content:write",
  params: PromotionParams,
  output: BackofficePromotionSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const previewPromotionsEndpoint = defineBackofficeEndpoint({
  id: "previewPromotions",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/promotions/preview/",
  summary:
    "The brand's promotions exactly as `/rest/page/promotions/` answers a guest in this locale (edits publish at once): the preview of the live site.",
  access: "content:read",
  params: BrandParamsSchema,
  query: z.object({ locale: LocaleSchema.default("en") }),
  output: z.object({ promotions: z.array(PromotionSchema) }),
});
