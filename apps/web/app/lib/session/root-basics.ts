import type { Brand, PlayerPageClass, Translations } from "@casino/contracts";
import type { DehydratedState } from "@tanstack/react-query";
import { type DictionaryRef, rememberedDictionary } from "../i18n";

/**
 * The part of the root loader's answer that features read (brand, locale, texts for `meta`). Declared
 * here, not imported from `root`, so features depend on `lib` and never on the app's root module; the root
 * loader checks its answer against it.
 */
export interface RootBasics {
  brand: Brand;
  locale: string;
  /**
   * The page's dictionary by locale and version, null when it could not be loaded. The texts are not in
   * the document: the browser loads them by a URL it may keep for good (decision 026).
   */
  dictionary: DictionaryRef | null;
  /**
   * Set when the document is a page kept for every player of this class (decision 024): it carries no app
   * init, and the browser loads the player's own after hydration.
   */
  playerPageClass: PlayerPageClass | null;
  /** The queries the document was rendered with (app init among them unless the page is kept). */
  dehydratedState: DehydratedState;
}

/** The root's dictionary, once this process or page has it (the root loader and the entry load it). */
export function dictionaryOf(root: Pick<RootBasics, "dictionary">): Translations | null {
  return rememberedDictionary(root.dictionary);
}
