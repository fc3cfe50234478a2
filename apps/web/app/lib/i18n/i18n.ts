import type { Locale, Translations } from "@casino/contracts";
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** Shown instead of the page's texts when the dictionary could not be loaded (spec §8). */
export const TRANSLATIONS_UNAVAILABLE = "Translations not available";

/** An i18next instance for one locale, initialised synchronously from the server's dictionary. */
export function createI18n(locale: Locale, translations: Translations | null): i18n {
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
