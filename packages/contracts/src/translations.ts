import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

/** Flat message dictionary: dotted keys to ICU-free strings with `{{name}}` placeholders. */
export const TranslationsSchema = z.record(text(), text());
export type Translations = z.infer<typeof TranslationsSchema>;

export const translationsEndpoint = defineEndpoint({
  id: "translations",
  method: "GET",
  path: "/api/rest/translations/{locale}",
  summary: "The message dictionary of one locale.",
  tags: ["content"],
  params: z.object({ locale: text().min(1).max(16) }),
  /**
   * `v`: the dictionary's version as the page names it (decision 026). When it is the current one the
   * answer is cached for good (the next version has another URL); any other value gets a short cache.
   */
  query: z.object({ v: text().max(64).optional() }),
  output: TranslationsSchema,
  errors: ["LOCALE_NOT_FOUND"],
});

/**
 * The version of a dictionary (decision 026): a 53-bit hash of its JSON text, the same on the server and
 * in the web app's render, so a page names its dictionary by a URL that changes when the texts do.
 */
export function dictionaryVersion(dictionary: Translations): string {
  const json = JSON.stringify(dictionary);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < json.length; index++) {
    const code = json.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
