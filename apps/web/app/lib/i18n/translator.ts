import type { Locale, Translations } from "@casino/contracts";

/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export type TranslationValues = Readonly<Record<string, unknown>>;

/** A text of the dictionary by key, its placeholders filled; a key the dictionary lacks shows as itself. */
export type TFunction = (key: string, values?: TranslationValues) => string;

export interface Translator {
  readonly locale: Locale;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` (and `{{a.b}}`) with the values' text; a missing value leaves nothing, as i18next did. */
export function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (_, path: string) => {
    let value: unknown = values;
    for (const part of path.split(".")) value = (value as Record<string, unknown> | null)?.[part];
    return value === undefined || value === null ? "" : String(value);
  });
}

/**
 * The dictionary's texts for one locale: flat dotted keys, `{{name}}` placeholders, and plural forms as
 * `key_one` / `key_other`… chosen by `Intl.PluralRules` from `count` (the i18next conventions the
 * dictionaries are written in, without i18next: decision 022).
 */
export function createTranslator(locale: Locale, dictionary: Translations | null): Translator {
  const texts: Readonly<Record<string, string>> = dictionary ?? {};
  const plurals = new Intl.PluralRules(locale);
  const t: TFunction = (key, values) => {
    const count = values?.count;
    const pluralKey = typeof count === "number" ? `${key}_${plurals.select(count)}` : undefined;
    const text = (pluralKey !== undefined ? texts[pluralKey] : undefined) ?? texts[key];
    return text === undefined ? key : interpolate(text, values);
  };
  return { locale, t };
}
