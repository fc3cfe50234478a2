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
  output: TranslationsSchema,
  errors: ["LOCALE_NOT_FOUND"],
});
