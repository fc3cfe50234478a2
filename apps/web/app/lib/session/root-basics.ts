import type { Brand, Translations } from "@casino/contracts";

/**
 * The part of the root loader's answer that features read (brand, locale, texts for `meta`). Declared
 * here, not imported from `root`, so features depend on `lib` and never on the app's root module; the root
 * loader checks its answer against it.
 */
export interface RootBasics {
  brand: Brand;
  locale: string;
  translations: Translations | null;
}
