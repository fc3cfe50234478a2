import { readFileSync } from "node:fs";
import {
  dictionaryVersion,
  isLocale,
  type Locale,
  type Translations,
  TranslationsSchema,
} from "@casino/contracts";
import { notFound } from "../../platform/errors";

const dictionaries = new Map<Locale, Translations>();

function load(locale: Locale): Translations {
  const cached = dictionaries.get(locale);
  if (cached) return cached;
  const file = new URL(`./dictionaries/${locale}.json`, import.meta.url);
  const dictionary = TranslationsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  dictionaries.set(locale, dictionary);
  return dictionary;
}

const versions = new WeakMap<Translations, string>();

/** The version (decision 026) of a locale's current dictionary, computed once per dictionary. */
export function currentVersion(dictionary: Translations): string {
  let version = versions.get(dictionary);
  if (version === undefined) {
    version = dictionaryVersion(dictionary);
    versions.set(dictionary, version);
  }
  return version;
}

export function getTranslations(locale: string): Translations {
  if (!isLocale(locale)) throw notFound("LOCALE_NOT_FOUND", `There are no translations for "${locale}".`);
  return load(locale);
}
