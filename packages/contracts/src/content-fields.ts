import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { LocaleSchema } from "./locales";
import { text } from "./text";

// Fields the back office's content endpoints share (issue #11, content per brand and locale).

/** Text an operator writes in every locale the site speaks; each is plain text, shown as typed. */
export const localizedInput = (max: number) =>
  z.object({ en: text().trim().min(1).max(max), es: text().trim().min(1).max(max) }).strict();
export const LocalizedTextSchema = z.object({ en: text(), es: text() });
export type LocalizedTextValue = z.infer<typeof LocalizedTextSchema>;

/**
 * Where a link or image of operator content may point: a path of the site (`/promotions`, never `//host`)
 * or an https address. Never `javascript:`, `data:` or plain http: the player site puts these in `href`.
 */
export const ContentLinkSchema = text()
  .trim()
  .max(500)
  .regex(/^(\/(?![/\\])\S*|https:\/\/[^\s/]+\S*)$/, "Use a path starting with / or an https:// address.");

/** An operator-chosen key: lowercase letters, digits and dashes. */
export const ContentSlugSchema = text()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters and digits, words joined by single dashes.")
  // `…/reorder/` is a route of its own beside `…/{slug}/`.
  .refine((slug) => slug !== "reorder", { message: "This name is reserved." });

export const BrandParamsSchema = z.object({ brandId: BrandIdSchema });
/** A row id from a path or body ("12" or 12): a positive PostgreSQL integer. */
export const RowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const ContentLocaleSchema = LocaleSchema;

export const ContentOkSchema = z.object({ success: z.literal(true) });
