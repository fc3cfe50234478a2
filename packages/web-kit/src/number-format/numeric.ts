/** A value the formatters accept: a number, a bigint, or a string holding a plain decimal number. */
export type Numeric = number | bigint | string;

/** A decimal literal as `Intl.NumberFormat` reads it exactly: no float rounding on the way. */
export type DecimalLiteral = number | bigint | `${number}`;

// Plain decimal notation only: no hex, no separators, no "Infinity", no empty string.
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `the string ${JSON.stringify(value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

/** Checks that `value` is numeric and returns it in a form `Intl.NumberFormat` formats exactly; throws a TypeError otherwise. */
export function toDecimalLiteral(value: unknown): DecimalLiteral {
  if (typeof value === "bigint") return value;
  if (typeof value === "number") {
    if (Number.isFinite(value)) return value;
    throw new TypeError(`Cannot format a non-finite number: got ${String(value)}`);
  }
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (NUMERIC_STRING.test(trimmed)) return trimmed as `${number}`;
  }
  throw new TypeError(
    `Cannot format a non-numeric value: expected a number, bigint or numeric string, got ${describe(value)}`,
  );
}

/** An exact decimal as sign, significant digits and power of ten: value = ±digits × 10^exponent. */
export interface Decimal {
  isNegative: boolean;
  digits: string;
  exponent: number;
}

/** Splits a decimal literal into its exact digits and exponent (no float arithmetic). */
export function toDecimal(literal: DecimalLiteral): Decimal {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(String(literal));
  if (!match) throw new TypeError(`Not a decimal literal: ${String(literal)}`);
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  const digits = `${whole}${fraction}`.replace(/^0+/, "");
  return { isNegative: sign === "-", digits, exponent: Number(exponent) - fraction.length };
}
