import { z } from "zod";

/**
 * PostgreSQL cannot store U+0000 in text, and a lone UTF-16 surrogate is turned into U+FFFD on the way
 * in, so two different ids could become one (an idempotency collision). Every string a client sends is
 * this schema, so such input is a 400 VALIDATION_FAILED, never a 500 or a silent merge.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/** The one string schema of the contracts: chain `.trim()`, `.max()`, `.regex()` … on it as on `z.string()`. */
export const text = () =>
  z.string().refine(isStorableText, { message: "Remove control characters and broken symbols." });

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

/** `value` with NUL and lone surrogates turned into U+FFFD: for client text echoed back, e.g. in an error message. */
export const toStorableText = (value: string) =>
  value.replaceAll("\u0000", "\ufffd").replace(LONE_SURROGATES, "\ufffd");
