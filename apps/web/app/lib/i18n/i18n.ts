import type { Locale, Translations } from "@casino/contracts";
import { createTranslator, type Translator } from "./translator";

/** Shown instead of the page's texts when the dictionary could not be loaded (spec §8). */
export const TRANSLATIONS_UNAVAILABLE = "Translations not available";

/**
 * Translators by dictionary and locale. A server renders many pages with the same dictionary object (see
 * `dictionaryOf`), and a translator that stays the same object keeps every `useTranslation` consumer
 * from rendering again. Nothing changes a translator after it is made: another locale or dictionary gets
 * one of its own.
 */
const translators = new WeakMap<Translations, Map<Locale, Translator>>();

/** The translator for one locale and dictionary, made once. */
export function createI18n(locale: Locale, translations: Translations | null): Translator {
  if (translations === null) return createTranslator(locale, null);
  let byLocale = translators.get(translations);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(translations, byLocale);
  }
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = createTranslator(locale, translations);
    byLocale.set(locale, translator);
  }
  return translator;
}
