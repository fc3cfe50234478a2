import { numberFormatter } from "./formatter-cache";
import { DEFAULT_LOCALE } from "./number-format";

// Intl.NumberFormat accepts at most 100 fraction digits.
const MAX_SCALE = 100;

/**
 * Formats an amount held in minor units (ARCHITECTURE D4) with exactly `scale` decimals:
 * `formatMinorUnits(123450n, 2)` → "1,234.50". Exact for any size: the digits never pass through a float.
 */
export function formatMinorUnits(amount: bigint, scale: number, locale: string = DEFAULT_LOCALE): string {
  if (typeof amount !== "bigint") {
    throw new TypeError(`Minor units must be a bigint, got ${typeof amount}`);
  }
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new RangeError(`Scale must be a whole number from 0 to ${MAX_SCALE}, got ${scale}`);
  }
  const formatter = numberFormatter(locale, { minimumFractionDigits: scale, maximumFractionDigits: scale });
  return formatter.format(`${amount}e-${scale}` as `${number}`);
}
