import type { Brand, PlayerPageClass, Translations } from "@casino/contracts";

/**
 * The part of the root loader's answer that features read (brand, locale, texts for `meta`). Declared
 * here, not imported from `root`, so features depend on `lib` and never on the app's root module; the root
 * loader checks its answer against it.
 */
export interface RootBasics {
  brand: Brand;
  locale: string;
  /**
   * The dictionary as JSON text, null when it could not be loaded. One string costs the document's
   * serialisation next to nothing, where the object's ~1,500 keys were a sixth of a page render.
   */
  translationsJson: string | null;
  /**
   * Set when the document is a page kept for every player of this class (decision 024): it carries no app
   * init, and the browser loads the player's own after hydration.
   */
  playerPageClass: PlayerPageClass | null;
}

let lastParsed: { json: string; dictionary: Translations } | null = null;

/** The dictionary of the root's answer, parsed once per text (the last one is kept). */
export function dictionaryOf(root: Pick<RootBasics, "translationsJson">): Translations | null {
  const json = root.translationsJson;
  if (json === null) return null;
  if (lastParsed?.json !== json) lastParsed = { json, dictionary: JSON.parse(json) as Translations };
  return lastParsed.dictionary;
}
