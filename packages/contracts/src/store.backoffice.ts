import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { toMinorUnits } from "./client/money";
import { BrandParamsSchema, ContentLinkSchema, ContentSlugSchema, RowIdSchema } from "./content-fields";
import { defineBackofficeEndpoint } from "./operators";
import { dollarsToCents, PresetKindSchema, UrlHashSchema } from "./store";
import { text } from "./text";

/** The store as operators edit it in the back office's content module (decision 046): presets, bundles, flip sets. */

const Instant = z.iso.datetime({
  offset: true,
  message: "Use an ISO 8601 date-time, e.g. 2026-12-01T00:00:00Z.",
});
const DollarsInput = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter a price such as 9.99.")
  .transform(dollarsToCents);
const CoinsInput = text()
  .trim()
  .regex(/^\d{1,12}$/, "Enter whole coins, such as 10000.")
  .transform((value) => BigInt(value));
const EntriesInput = text()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "Enter entries such as 10 or 2.50.")
  .transform((value) => toMinorUnits(value, "entries"));

/** A preset as operators edit it; amounts as exact decimal strings (price "9.99", coins "10000", entries "10.00"). */
export const BackofficePresetSchema = z.object({
  id: z.number().int(),
  brandId: BrandIdSchema,
  kind: PresetKindSchema,
  title: text(),
  price: text(),
  usualPrice: text().nullable(),
  coins: text(),
  entries: text(),
  badgeLabel: text().nullable(),
  imagePopup: text().nullable(),
  bestDeal: z.boolean(),
  mostPopular: z.boolean(),
  isQuickBuy: z.boolean(),
  isPopup: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  availableFrom: text().nullable(),
  availableTill: text().nullable(),
  daysOfWeek: z.array(z.number().int()).nullable(),
  minBalance: text().nullable(),
  minPurchases: z.number().int().nullable(),
  limitPerDay: z.number().int().nullable(),
  relatedPresetIds: z.array(z.number().int()),
  urlHash: text().nullable(),
  updatedAt: text(),
});
export type BackofficePreset = z.infer<typeof BackofficePresetSchema>;

export const PresetFieldsSchema = z
  .object({
    kind: PresetKindSchema,
    title: text().trim().min(1).max(80),
    price: DollarsInput.refine((cents) => cents > 0n, "Enter a price above zero."),
    usualPrice: DollarsInput.nullable(),
    coins: CoinsInput,
    entries: EntriesInput,
    badgeLabel: text().trim().min(1).max(40).nullable(),
    imagePopup: ContentLinkSchema.nullable(),
    bestDeal: z.boolean(),
    mostPopular: z.boolean(),
    isQuickBuy: z.boolean(),
    isPopup: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
    isActive: z.boolean(),
    availableFrom: Instant.nullable(),
    availableTill: Instant.nullable(),
    daysOfWeek: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Name each weekday once.")
      .nullable(),
    minBalance: CoinsInput.nullable(),
    minPurchases: z.number().int().min(0).max(1000).nullable(),
    limitPerDay: z.number().int().min(1).max(1000).nullable(),
    relatedPresetIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20),
    urlHash: UrlHashSchema.nullable(),
  })
  .strict()
  .refine(
    (fields) =>
      !fields.availableFrom ||
      !fields.availableTill ||
      Date.parse(fields.availableFrom) < Date.parse(fields.availableTill),
    { message: "The window must end after it starts.", path: ["availableTill"] },
  );
export type PresetFields = z.infer<typeof PresetFieldsSchema>;

const PresetParams = BrandParamsSchema.extend({ id: RowIdSchema });

export const listStorePresetsEndpoint = defineBackofficeEndpoint({
  id: "listStorePresets",
  method: "GET",
  path: "/api/backoffice/store/{brandId}/presets/",
  summary: "Every package and promo offer of the brand, inactive ones included, in their order.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ presets: z.array(BackofficePresetSchema) }),
});

export const createStorePresetEndpoint = defineBackofficeEndpoint({
  id: "createStorePreset",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/presets/",
  summary:
    "Adds a package or promo offer (audited); players see it at once. CONFLICT when the brand has a link offer with that url hash.",
  access: "content:write",
  params: BrandParamsSchema,
  body: PresetFieldsSchema,
  output: BackofficePresetSchema,
  errors: ["CONFLICT"],
});

export const updateStorePresetEndpoint = defineBackofficeEndpoint({
  id: "updateStorePreset",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/presets/{id}/",
  summary:
    "Replaces every field of a preset (audited with the one it replaces). Purchases already made keep what they bought.",
  access: "content:write",
  params: PresetParams,
  body: PresetFieldsSchema,
  output: BackofficePresetSchema,
  errors: ["PRESET_NOT_FOUND", "CONFLICT"],
});

export const deactivateStorePresetEndpoint = defineBackofficeEndpoint({
  id: "deactivateStorePreset",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/presets/{id}/deactivate/",
  summary:
    "Takes a preset off sale (audited): presets are deactivated rather than deleted, since orders name them.",
  access: "content:write",
  params: PresetParams,
  output: BackofficePresetSchema,
  errors: ["PRESET_NOT_FOUND"],
});

export const BackofficeBundleSchema = z.object({
  id: z.number().int(),
  brandId: BrandIdSchema,
  type: z.literal("welcomePack"),
  title: text(),
  /** The promo offers in the order they are bought. */
  presetIds: z.array(z.number().int()),
  isActive: z.boolean(),
  updatedAt: text(),
});
export type BackofficeBundle = z.infer<typeof BackofficeBundleSchema>;

const PresetIdList = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1)
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, "Name each offer once.");

export const listPromoOfferBundlesEndpoint = defineBackofficeEndpoint({
  id: "listPromoOfferBundles",
  method: "GET",
  path: "/api/backoffice/store/{brandId}/bundles/",
  summary: "The brand's promo offer bundles (the welcome pack).",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ bundles: z.array(BackofficeBundleSchema) }),
});

export const updatePromoOfferBundleEndpoint = defineBackofficeEndpoint({
  id: "updatePromoOfferBundle",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/bundles/{id}/",
  summary:
    "Sets a bundle's title, its promo offers in buying order (each a promo offer of the brand) and whether it is on sale (audited).",
  access: "content:write",
  params: PresetParams,
  body: z
    .object({ title: text().trim().min(1).max(80), presetIds: PresetIdList, isActive: z.boolean() })
    .strict(),
  output: BackofficeBundleSchema,
  errors: ["NOT_FOUND", "PRESET_NOT_FOUND"],
});

export const BackofficeFlipSetSchema = z.object({
  id: z.number().int(),
  brandId: BrandIdSchema,
  slug: text(),
  offers: z.array(z.object({ presetId: z.number().int(), weight: z.number().int() })),
  cooldownHours: z.number().int(),
  isActive: z.boolean(),
});
export type BackofficeFlipSet = z.infer<typeof BackofficeFlipSetSchema>;

export const FlipSetFieldsSchema = z
  .object({
    slug: ContentSlugSchema,
    offers: z
      .array(
        z
          .object({
            presetId: z.number().int().positive().max(2_147_483_647),
            weight: z.number().int().min(1).max(10_000),
          })
          .strict(),
      )
      .min(1)
      .max(20)
      .refine(
        (offers) => new Set(offers.map((o) => o.presetId)).size === offers.length,
        "Name each offer once.",
      ),
    cooldownHours: z.number().int().min(1).max(720),
    isActive: z.boolean(),
  })
  .strict();
export type FlipSetFields = z.infer<typeof FlipSetFieldsSchema>;

export const listPromoOfferSetsEndpoint = defineBackofficeEndpoint({
  id: "listPromoOfferSets",
  method: "GET",
  path: "/api/backoffice/store/{brandId}/flip-sets/",
  summary: "The brand's flip-the-coin sets: their promo offers with weights and the cooldown between flips.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ sets: z.array(BackofficeFlipSetSchema) }),
});

export const createPromoOfferSetEndpoint = defineBackofficeEndpoint({
  id: "createPromoOfferSet",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/flip-sets/",
  summary:
    "Adds a flip-the-coin set of the brand's promo offers with weights (audited). CONFLICT when the slug is taken.",
  access: "content:write",
  params: BrandParamsSchema,
  body: FlipSetFieldsSchema,
  output: BackofficeFlipSetSchema,
  errors: ["CONFLICT", "PRESET_NOT_FOUND"],
});

export const updatePromoOfferSetEndpoint = defineBackofficeEndpoint({
  id: "updatePromoOfferSet",
  method: "POST",
  path: "/api/backoffice/store/{brandId}/flip-sets/{id}/",
  summary:
    "Replaces a flip set's slug, offers, weights, cooldown and activity (audited). Offers already won stay the players' until they expire.",
  access: "content:write",
  params: PresetParams,
  body: FlipSetFieldsSchema,
  output: BackofficeFlipSetSchema,
  errors: ["NOT_FOUND", "PRESET_NOT_FOUND", "CONFLICT"],
});
