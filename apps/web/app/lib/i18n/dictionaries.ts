import type { Translations } from "@casino/contracts";

/** A page's dictionary: its locale and version (decision 026); the texts travel apart from the page. */
export interface DictionaryRef {
  locale: string;
  version: string;
}

/** Where the browser gets it: a URL per version, which the server lets the browser keep for good. */
export function dictionaryUrl({ locale, version }: DictionaryRef): string {
  return `/api/rest/translations/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
}

/** Dictionaries by URL: a handful at most (two locales, a deploy's old and new texts). */
const dictionaries = new Map<string, Translations>();
const KEPT = 8;

function remember(url: string, dictionary: Translations): void {
  dictionaries.delete(url);
  dictionaries.set(url, dictionary);
  if (dictionaries.size > KEPT) dictionaries.delete(dictionaries.keys().next().value as string);
}

export function rememberDictionary(ref: DictionaryRef, dictionary: Translations): void {
  remember(dictionaryUrl(ref), dictionary);
}

/** The dictionary of `ref`, if this process (server) or page (browser) has it. */
export function rememberedDictionary(ref: DictionaryRef | null): Translations | null {
  return ref === null ? null : (dictionaries.get(dictionaryUrl(ref)) ?? null);
}

/**
 * Loads a dictionary in the browser unless it is already here. A failed load leaves it missing: the page
 * then says its texts are unavailable (spec §8).
 */
async function load(url: string): Promise<void> {
  if (dictionaries.has(url)) return;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (response.ok) remember(url, (await response.json()) as Translations);
  } catch {
    // Offline or refused: the root renders the missing-texts notice.
  }
}

/** Loads the dictionary of `ref` in the browser, so a page can render with it. */
export function loadDictionary(ref: DictionaryRef | null): Promise<void> {
  return ref === null ? Promise.resolve() : load(dictionaryUrl(ref));
}

/** The attribute of `<html>` naming the document's dictionary by its URL, read before hydration. */
export const DOCUMENT_DICTIONARY_ATTRIBUTE = "data-dictionary";

/** Loads the dictionary the server rendered the document with, before the page is hydrated. */
export function loadDocumentDictionary(): Promise<void> {
  const url = document.documentElement.getAttribute(DOCUMENT_DICTIONARY_ATTRIBUTE);
  return url ? load(url) : Promise.resolve();
}
