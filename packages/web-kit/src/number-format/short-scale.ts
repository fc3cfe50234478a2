import { numberFormatter } from "./formatter-cache";
import { DEFAULT_LOCALE, formatNumber } from "./number-format";
import { type Numeric, toDecimal, toDecimalLiteral } from "./numeric";

const SUFFIXES = ["", "K", "M", "B"] as const;

/**
 * Formats a number on the short scale: 1 500 → "1.5K", 2 000 000 → "2M", 3 000 000 000 → "3B".
 * One decimal at most, cut rather than rounded, so a balance never looks bigger than it is
 * (999 999 → "999.9K", not "1000K"). Below 1 000 the number shows as `formatNumber` shows it.
 */
export function formatShort(value: Numeric, locale: string = DEFAULT_LOCALE): string {
  const literal = toDecimalLiteral(value);
  const { isNegative, digits, exponent } = toDecimal(literal);
  const integerDigits = digits.length + exponent;
  const scale = Math.min(SUFFIXES.length - 1, Math.max(0, Math.floor((integerDigits - 1) / 3)));
  if (scale === 0) return formatNumber(literal, { locale });
  // Shifting the exponent divides by 1000^scale exactly, without float error.
  const scaled = `${isNegative ? "-" : ""}${digits}e${exponent - 3 * scale}` as `${number}`;
  const formatter = numberFormatter(locale, { maximumFractionDigits: 1, roundingMode: "trunc" });
  return `${formatter.format(scaled)}${SUFFIXES[scale]}`;
}
