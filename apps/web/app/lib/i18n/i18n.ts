import type { Locale, Translations } from "@casino/contracts";
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** Shown instead of the page's texts when the dictionary could not be loaded (spec §8). */
export const TRANSLATIONS_UNAVAILABLE = "Translations not available";

/**
 * Instances by dictionary and locale. A server renders many pages with the same dictionary object (see
 * `dictionaryOf`); building an instance copies its ~1,500 texts, which was a twentieth of every render.
 * Sharing is safe because nothing changes an instance's language or resources after it is made: another
 * locale or dictionary gets an instance of its own.
 */
const instances = new WeakMap<Translations, Map<Locale, i18n>>();

/** The i18next instance for one locale and dictionary, initialised synchronously and made once. */
export function createI18n(locale: Locale, translations: Translations | null): i18n {
  if (translations === null) return newInstance(locale, null);
  let byLocale = instances.get(translations);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(translations, byLocale);
  }
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = newInstance(locale, translations);
    byLocale.set(locale, instance);
  }
  return instance;
}

function newInstance(locale: Locale, translations: Translations | null): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: translations ?? {} } },
    // Dictionary keys are flat and dotted ("footer.copyright"), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
