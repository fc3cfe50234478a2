export {
  type DictionaryRef,
  DOCUMENT_DICTIONARY_ATTRIBUTE,
  dictionaryUrl,
  loadDictionary,
  loadDocumentDictionary,
  rememberDictionary,
  rememberedDictionary,
} from "./dictionaries";
export { createI18n, TRANSLATIONS_UNAVAILABLE } from "./i18n";
export { Trans } from "./trans";
export type { TFunction, TranslationValues, Translator } from "./translator";
export { useChangeLocale } from "./use-change-locale";
export { TranslationsProvider, useTranslation } from "./use-translation";
