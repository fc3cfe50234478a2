import { createContext, type ReactNode, useContext } from "react";
import { createTranslator, type Translator } from "./translator";

const TranslatorContext = createContext<Translator>(createTranslator("en", null));

/** Gives the page's translator to every `useTranslation` below it (the root, and test renders). */
export function TranslationsProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's texts (`t`) and locale: one context read, no subscription, no per-render setup. */
export function useTranslation(): Translator {
  return useContext(TranslatorContext);
}
