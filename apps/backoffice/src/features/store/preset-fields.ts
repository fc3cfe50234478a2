import type { PresetKind } from "@casino/contracts/store";
import { type BackofficePreset, PresetFieldsSchema } from "@casino/contracts/store.backoffice";
import type { z } from "zod";
import { type FieldErrors, validateWith } from "../../lib/validation";

/** The preset form's values as typed: every number is text until it is checked. */
export interface PresetFormFields {
  kind: PresetKind;
  title: string;
  price: string;
  usualPrice: string;
  coins: string;
  entries: string;
  badgeLabel: string;
  imagePopup: string;
  bestDeal: boolean;
  mostPopular: boolean;
  isQuickBuy: boolean;
  isPopup: boolean;
  sortOrder: string;
  isActive: boolean;
  /** `YYYY-MM-DDTHH:mm` of a `datetime-local` field, read as UTC. */
  availableFrom: string;
  availableTill: string;
  daysOfWeek: number[];
  minBalance: string;
  minPurchases: string;
  limitPerDay: string;
  relatedPresetIds: number[];
  urlHash: string;
}

export type PresetBody = z.input<typeof PresetFieldsSchema>;

export const WEEKDAYS = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [7, "Sunday"],
] as const;

/** An instant of the API as a `datetime-local` value in UTC (the form says the times are UTC). */
export const toUtcInput = (instant: string | null) =>
  instant ? new Date(instant).toISOString().slice(0, 16) : "";

/** A `datetime-local` value read as UTC, as the contract's ISO instant. */
const fromUtcInput = (value: string) => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00Z` : `${trimmed}Z`;
};

export function presetFormFields(preset: BackofficePreset | null, kind: PresetKind): PresetFormFields {
  return {
    kind: preset?.kind ?? kind,
    title: preset?.title ?? "",
    price: preset?.price ?? "",
    usualPrice: preset?.usualPrice ?? "",
    coins: preset?.coins ?? "",
    entries: preset?.entries ?? "0",
    badgeLabel: preset?.badgeLabel ?? "",
    imagePopup: preset?.imagePopup ?? "",
    bestDeal: preset?.bestDeal ?? false,
    mostPopular: preset?.mostPopular ?? false,
    isQuickBuy: preset?.isQuickBuy ?? false,
    isPopup: preset?.isPopup ?? false,
    sortOrder: String(preset?.sortOrder ?? 0),
    isActive: preset?.isActive ?? true,
    availableFrom: toUtcInput(preset?.availableFrom ?? null),
    availableTill: toUtcInput(preset?.availableTill ?? null),
    daysOfWeek: preset?.daysOfWeek ?? [],
    minBalance: preset?.minBalance ?? "",
    minPurchases: preset?.minPurchases === null || !preset ? "" : String(preset.minPurchases),
    limitPerDay: preset?.limitPerDay === null || !preset ? "" : String(preset.limitPerDay),
    relatedPresetIds: preset?.relatedPresetIds ?? [],
    urlHash: preset?.urlHash ?? "",
  };
}

const WHOLE = /^\d+$/;
const optionalText = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The request body the form's values make, checked with the contract's own schema (the server runs the
 * same one), plus the form's own word for a count that is not a whole number. `body` is null while any
 * field is wrong; `errors` names each wrong field.
 */
export function presetBodyOf(fields: PresetFormFields): { body: PresetBody | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const count = (name: "sortOrder" | "minPurchases" | "limitPerDay", isOptional: boolean) => {
    const value = fields[name].trim();
    if (!value && isOptional) return null;
    if (!WHOLE.test(value)) {
      errors[name] = "Enter a whole number.";
      return 0;
    }
    return Number(value);
  };
  const body: PresetBody = {
    kind: fields.kind,
    title: fields.title,
    price: fields.price.trim(),
    usualPrice: optionalText(fields.usualPrice),
    coins: fields.coins.trim(),
    entries: fields.entries.trim(),
    badgeLabel: optionalText(fields.badgeLabel),
    imagePopup: optionalText(fields.imagePopup),
    bestDeal: fields.bestDeal,
    mostPopular: fields.mostPopular,
    isQuickBuy: fields.isQuickBuy,
    isPopup: fields.isPopup,
    sortOrder: count("sortOrder", false) ?? 0,
    isActive: fields.isActive,
    availableFrom: fromUtcInput(fields.availableFrom),
    availableTill: fromUtcInput(fields.availableTill),
    // No weekday ticked means every day, which the contract writes as null.
    daysOfWeek: fields.daysOfWeek.length ? [...fields.daysOfWeek].sort((a, b) => a - b) : null,
    minBalance: optionalText(fields.minBalance),
    minPurchases: count("minPurchases", true),
    limitPerDay: count("limitPerDay", true),
    relatedPresetIds: fields.relatedPresetIds,
    urlHash: optionalText(fields.urlHash),
  };
  const checked = validateWith(PresetFieldsSchema, body);
  const all = { ...checked.errors, ...errors };
  return { body: Object.keys(all).length ? null : body, errors: all };
}
