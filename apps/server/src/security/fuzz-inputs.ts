/**
 * Inputs for the API fuzz test, derived from the OpenAPI document: a valid sample of each operation's
 * params, query and body, and the hostile variants of each field that the test sends one at a time
 * (every other field stays valid, so a variant the contract wrongly accepts reaches the handler and SQL).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  /** A tuple's items, one schema per place. */
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

/** JSON text sent as written: what JSON.stringify cannot produce (1e400, -0, a literal `__proto__` key). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** Serialises a body, keeping RawJson fragments verbatim. Lone surrogates and NUL go out as `\u` escapes. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}:${toJson(member)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export interface Variant {
  label: string;
  value: unknown;
  /** Text PostgreSQL cannot store as sent: every string schema refuses it, so the answer must be a 4xx. */
  isUnstorable?: boolean;
}

/** Just under the 1 MiB body limit with the rest of a body, so it reaches validation. */
const ONE_MEGABYTE = "x".repeat(1_000_000);

/** What no string field may store: NUL, lone surrogates (alone and inside text), and a megabyte. */
const STRING_VARIANTS: Variant[] = [
  { label: "NUL", value: "\u0000", isUnstorable: true },
  { label: "NUL inside", value: "a\u0000b", isUnstorable: true },
  { label: "lone high surrogate", value: "\ud800", isUnstorable: true },
  { label: "lone low surrogate", value: "\udc00", isUnstorable: true },
  { label: "surrogates reversed", value: "a\udc00\ud800b", isUnstorable: true },
  { label: "1 MB string", value: ONE_MEGABYTE },
];

const NUMBER_VARIANTS: Variant[] = [
  { label: "1e308", value: new RawJson("1e308") },
  { label: "-1e308", value: new RawJson("-1e308") },
  { label: "1e400 (Infinity)", value: new RawJson("1e400") },
  { label: "2^31 (past a PostgreSQL integer)", value: 2 ** 31 },
  { label: "2^53+1", value: new RawJson("9007199254740993") },
  { label: "-0", value: new RawJson("-0") },
  { label: "huge integer", value: new RawJson("99999999999999999999999") },
  { label: "0.5", value: 0.5 },
  { label: "-1", value: -1 },
  { label: "NaN as string", value: "NaN" },
  { label: "huge integer as string", value: "99999999999999999999999" },
  { label: "number as string", value: "1" },
];

/** A type the field does not have, for every field. */
const WRONG_TYPE_VARIANTS: Variant[] = [
  { label: "number", value: 12345 },
  { label: "object", value: { a: 1 } },
  { label: "array", value: ["a"] },
  { label: "null", value: null },
  { label: "boolean", value: true },
];

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.const !== undefined) return [typeof schema.const];
  return [];
}

/** The variants of one JSON body value: by type, recursing into arrays and objects. */
export function bodyVariants(schema: JsonSchema): Variant[] {
  const types = typesOf(schema);
  const variants: Variant[] = [...WRONG_TYPE_VARIANTS];
  if (types.includes("string")) variants.push(...STRING_VARIANTS);
  if (types.includes("integer") || types.includes("number")) variants.push(...NUMBER_VARIANTS);
  const items = schema.items ?? schema.anyOf?.find((option) => option.items)?.items;
  if (items) {
    for (const variant of bodyVariants(items)) {
      variants.push({ ...variant, label: `item ${variant.label}`, value: [variant.value] });
    }
  }
  return variants;
}

/**
 * Query and path values travel as text, so their variants are the raw, already percent-encoded text:
 * NUL, overlong and surrogate UTF-8 (not valid UTF-8, so never a lone surrogate once decoded), number
 * extremes as the coercing schemas read them, and path tricks.
 */
export const URL_VARIANTS: Variant[] = [
  { label: "NUL", value: "%00", isUnstorable: true },
  { label: "NUL inside", value: "a%00b", isUnstorable: true },
  { label: "overlong NUL", value: "%C0%80" },
  { label: "encoded high surrogate", value: "%ED%A0%80" },
  { label: "encoded low surrogate", value: "%ED%B0%80" },
  { label: "invalid UTF-8", value: "%FF" },
  { label: "broken escape", value: "%E0%A4%A" },
  { label: "1 MB string", value: ONE_MEGABYTE },
  { label: "empty", value: "" },
  { label: "NaN", value: "NaN" },
  { label: "Infinity", value: "Infinity" },
  { label: "1e308", value: "1e308" },
  { label: "-1e308", value: "-1e308" },
  { label: "2^31 (past a PostgreSQL integer)", value: "2147483648" },
  { label: "2^63 (past a PostgreSQL bigint)", value: "9223372036854775808" },
  { label: "2^53+1", value: "9007199254740993" },
  { label: "-0", value: "-0" },
  { label: "huge integer", value: "99999999999999999999999" },
  { label: "hex", value: "0x10" },
  { label: "dot segments", value: "..%2F..%2F" },
  { label: "__proto__", value: "__proto__" },
];

/**
 * Valid values the schema alone does not give, by field name: formats hidden behind a pipe (email,
 * phone), ids and tokens of rows the test made. Patterns get a sample below; a new pattern without one
 * fails the test, naming it, rather than going untested.
 */
export type SampleContext = Readonly<Record<string, () => unknown>>;

const BY_PATTERN: Record<string, string> = {
  "^[A-Za-z0-9_-]{1,64}$": "test-build",
  "^[a-z0-9-]{1,64}$": "terms",
  "^\\d{6}$": "123456",
  "^[\\p{L}][\\p{L} .'-]*$": "Ann",
  "^\\d{5}(-\\d{4})?$": "35004",
  "^\\d{1,18}$": "1",
  "^[\\w.-]+$": "fuzz-seed",
  // The back office: recovery codes, role ids, a player's session handle, an adjustment's amount.
  "^[a-z0-9]{5}-?[a-z0-9]{5}$": "abcde-12345",
  "^[a-z][a-z0-9-]{1,39}$": "support",
  "^[0-9a-f]{16}$": "0123456789abcdef",
  "^-?\\d{1,15}(\\.\\d{1,2})?$": "1",
  // zod's uuid().
  "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$":
    "00000000-0000-4000-8000-000000000000",
  // A bank routing number (redemptions' payout details).
  "^\\d{9}$": "011000015",
  // A jurisdiction: a US state or a country.
  "^[A-Z]{2}(-[A-Z0-9]{1,3})?$": "US-TX",
  // A currency code (the payment webhook's).
  "^[A-Z]{3}$": "USD",
  // Content links and images: a path of the site or an https address.
  "^(\\/(?![/\\\\])\\S*|https:\\/\\/[^\\s/]+\\S*)$": "/promotions/",
};

/** Tried in order against a pattern that has no sample of its own above. */
const COMMON_SAMPLES = [
  "fuzz",
  "fuzz-1",
  "123456",
  "1",
  "A",
  "/promotions/",
  "https://example.com/",
  "2026-01-02",
  "#a1b2c3",
];
const firstFitting = (pattern: string) =>
  COMMON_SAMPLES.find((candidate) => new RegExp(pattern, "u").test(candidate));

/** Ids nobody has, in the shape a `format: uuid` field asks for. */
const NOBODYS_UUID = "00000000-0000-4000-8000-000000000000";

function fitsString(schema: JsonSchema, value: unknown) {
  const [type] = typesOf(schema);
  if (type === "string" && typeof value !== "string") return false;
  if (typeof schema.pattern !== "string" && schema.format !== "uuid") return true;
  const text = String(value);
  if (
    schema.format === "uuid" &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(text)
  )
    return false;
  return typeof schema.pattern !== "string" || new RegExp(schema.pattern, "u").test(text);
}

/** A valid value of `schema` for field `name`; throws when it cannot make one. */
export function sample(schema: JsonSchema, name: string, context: SampleContext): unknown {
  const byName = Object.hasOwn(context, name) ? context[name] : undefined;
  // A name means different things on different routes (`id`: a game's, an operator's, a role's): the
  // value by name is used where it fits the field's pattern or format.
  const named = byName?.();
  if (named !== undefined && fitsString(schema, named)) return named;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const option = schema.anyOf.find((candidate) => candidate.type !== "null");
    if (option) return sample(option, name, context);
  }
  const [type] = typesOf(schema);
  switch (type) {
    case "string": {
      if (schema.format === "uuid") return NOBODYS_UUID;
      // ISO dates and instants (back-office filters): their patterns are long. A range's `to` is a day
      // after its `from`, so the sample range is a valid one.
      if (schema.format === "date") return name === "to" ? "2026-11-21" : "2026-11-20";
      if (schema.format === "date-time")
        return name === "to" ? "2026-11-21T00:00:00Z" : "2026-11-20T00:00:00Z";
      if (schema.pattern !== undefined) {
        const value = BY_PATTERN[schema.pattern] ?? firstFitting(schema.pattern);
        if (value === undefined)
          throw new Error(`no sample for field ${name} with pattern ${schema.pattern}`);
        return value;
      }
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    }
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "array": {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sample(item, name, context));
      const count = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1);
      return schema.items
        ? Array.from({ length: count }, () => sample(schema.items as JsonSchema, name, context))
        : [];
    }
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sample(property, key, context),
        ]),
      );
    default:
      throw new Error(`no sample for field ${name} of schema ${JSON.stringify(schema)}`);
  }
}
