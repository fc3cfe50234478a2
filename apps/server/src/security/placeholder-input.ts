import type { DocumentedOperation, DocumentedParameter, JsonSchema } from "./openapi-operations";

/** Values the matrix sends in place of a field, by the field's name: plausible ones reach further. */
export type ValuesByName = Readonly<Record<string, unknown>>;

export interface RequestInput {
  params: Record<string, string | number>;
  query: Record<string, string>;
  /** Undefined for an operation that takes no body. */
  body: unknown;
}

/** Tried in order against a string field's pattern until one fits. */
const STRING_CANDIDATES = [
  "placeholder",
  "123456",
  "12345",
  "1",
  "a",
  "A",
  "abc-1",
  "2000-01-01",
  "/promotions/",
  "#a1b2c3",
  // A uuid (back-office ids) and a session handle (16 hex characters).
  "00000000-0000-4000-8000-000000000000",
  "0123456789abcdef",
  // A jurisdiction (`US-TX`) and an instant (ISO 8601 with a zone).
  "US-TX",
  "2030-01-01T00:00:00.000Z",
  // A currency code (a payment webhook's `currency`).
  "USD",
];

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === "date") return "2000-01-01";
  if (schema.format === "date-time") return "2030-01-01T00:00:00.000Z";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (schema.format === "email" || /email/i.test(name)) return "matrix-placeholder@example.com";
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : Number.POSITIVE_INFINITY;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (typeof schema.pattern !== "string") {
    return "placeholder".padEnd(minLength, "x").slice(0, maxLength);
  }
  const pattern = new RegExp(schema.pattern, "u");
  const found = STRING_CANDIDATES.find((candidate) => pattern.test(candidate) && fits(candidate));
  if (found === undefined) {
    throw new Error(
      `No placeholder fits "${name}" (pattern ${schema.pattern}): add a plausible value for it to the matrix's values by name.`,
    );
  }
  return found;
}

function sampleNumber(schema: JsonSchema): number {
  if (typeof schema.minimum === "number") return schema.minimum;
  if (typeof schema.exclusiveMinimum === "number") return Math.floor(schema.exclusiveMinimum) + 1;
  return typeof schema.maximum === "number" ? Math.min(1, schema.maximum) : 1;
}

/** A value that satisfies `schema`: the named value when there is one, else the smallest plausible one. */
export function sampleOf(schema: JsonSchema, name: string, byName: ValuesByName): unknown {
  if (name in byName) return byName[name];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as JsonSchema, name, byName);
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key] ?? {}, key, byName)]));
    }
    case "array": {
      if (Array.isArray(schema.prefixItems)) {
        return (schema.prefixItems as JsonSchema[]).map((item) => sampleOf(item, name, byName));
      }
      const count = typeof schema.minItems === "number" ? schema.minItems : 0;
      return Array.from({ length: count }, () => sampleOf((schema.items ?? {}) as JsonSchema, name, byName));
    }
    case "integer":
    case "number":
      return sampleNumber(schema);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return sampleString(schema, name);
  }
}

const asParam = (parameter: DocumentedParameter, byName: ValuesByName) => {
  const value = sampleOf(parameter.schema, parameter.name, byName);
  return typeof value === "number" ? value : String(value);
};

/** A syntactically valid request for `operation`: required query fields and body fields only. */
export function placeholderInput(operation: DocumentedOperation, byName: ValuesByName): RequestInput {
  return {
    params: Object.fromEntries(operation.pathParams.map((p) => [p.name, asParam(p, byName)])),
    query: Object.fromEntries(
      operation.queryParams.filter((p) => p.required).map((p) => [p.name, String(asParam(p, byName))]),
    ),
    body: operation.body ? sampleOf(operation.body, "", byName) : undefined,
  };
}

/** The same request with every input dropped or spoiled: auth must still be judged first. */
export function spoiledInput(operation: DocumentedOperation): RequestInput {
  return {
    params: Object.fromEntries(operation.pathParams.map((p) => [p.name, "not-valid"])),
    query: {},
    body: undefined,
  };
}

/** Fills `{name}` segments of a documented path. */
export function urlOf(operation: DocumentedOperation, input: RequestInput): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = input.params[key];
    if (value === undefined) throw new Error(`No value for {${key}} of ${operation.path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(input.query).toString();
  return query ? `${path}?${query}` : path;
}
