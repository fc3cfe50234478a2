import type { Translations } from "@casino/contracts";

/** A page's dictionary: its locale and version (decision 026); the texts travel apart from the page. */
export interface DictionaryRef {
  locale: string;
  version: string;
}

/** Dictionaries by version: a handful at most (two locales, a deploy's old and new texts). */
const dictionaries = new Map<string, Translations>();
const KEPT = 8;

export function rememberDictionary(version: string, dictionary: Translations): void {
  dictionaries.delete(version);
  dictionaries.set(version, dictionary);
  if (dictionaries.size > KEPT) dictionaries.delete(dictionaries.keys().next().value as string);
}

/** The dictionary of this version, if this process (server) or page (browser) has it. */
export function rememberedDictionary(ref: DictionaryRef | null): Translations | null {
  return ref === null ? null : (dictionaries.get(ref.version) ?? null);
}

/** Where the browser gets it: a URL per version, which the server lets the browser keep for good. */
export function dictionaryUrl({ locale, version }: DictionaryRef): string {
  return `/api/rest/translations/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
}

/**
 * Loads the dictionary of `ref` in the browser unless it is already here, so a page can render with it.
 * A failed load leaves it missing: the page then says its texts are unavailable (spec §8).
 */
export async function loadDictionary(ref: DictionaryRef | null): Promise<void> {
  if (ref === null || dictionaries.has(ref.version)) return;
  try {
    const response = await fetch(dictionaryUrl(ref), { credentials: "same-origin" });
    if (response.ok) rememberDictionary(ref.version, (await response.json()) as Translations);
  } catch {
    // Offline or refused: the root renders the missing-texts notice.
  }
}

/** The attribute of `<html>` naming the document's dictionary, read before hydration. */
export const DOCUMENT_DICTIONARY_ATTRIBUTE = "data-dictionary";

/** Loads the dictionary the server rendered the document with, before the page is hydrated. */
export function loadDocumentDictionary(): Promise<void> {
  const url = document.documentElement.getAttribute(DOCUMENT_DICTIONARY_ATTRIBUTE);
  const match = url ? /^\/api\/rest\/translations\/([^/?]+)\?v=([^&]+)$/.exec(url) : null;
  if (!match) return Promise.resolve();
  return loadDictionary({
    locale: decodeURIComponent(match[1] ?? ""),
    version: decodeURIComponent(match[2] ?? ""),
  });
}
