export { createI18n, TRANSLATIONS_UNAVAILABLE } from "./i18n";
export { useChangeLocale } from "./use-change-locale";
