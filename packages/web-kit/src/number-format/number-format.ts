import { numberFormatter } from "./formatter-cache";
import { type Numeric, toDecimalLiteral } from "./numeric";

/** Default display locale (spec §9). */
export const DEFAULT_LOCALE = "en";

export interface FormatNumberOptions {
  /** BCP 47 locale; "en" when omitted. */
  locale?: string;
  /** Default 0. */
  minimumFractionDigits?: number;
  /** Default 2, or the minimum when that is larger. */
  maximumFractionDigits?: number;
  /** Default "halfExpand" (commercial rounding). */
  roundingMode?: Intl.NumberFormatOptions["roundingMode"];
  /** Thousands separators as the locale places them (Spanish leaves 4-digit numbers alone); default true. */
  useGrouping?: boolean;
}

/**
 * Formats a number, bigint or numeric string for display; throws a TypeError for anything else
 * (NaN, Infinity, null, objects, "abc"), so bad data fails loudly instead of showing "NaN".
 */
export function formatNumber(value: unknown, options: FormatNumberOptions = {}): string {
  const literal = toDecimalLiteral(value);
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  return numberFormatter(options.locale ?? DEFAULT_LOCALE, {
    minimumFractionDigits,
    maximumFractionDigits: options.maximumFractionDigits ?? Math.max(2, minimumFractionDigits),
    roundingMode: options.roundingMode ?? "halfExpand",
    useGrouping: options.useGrouping === false ? false : "auto",
  }).format(literal);
}

/** Formats an entries amount: always two decimals, with thousands separators ("1,234.50"). */
export function formatEntries(value: Numeric, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, { locale, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Formats a coins amount: a whole number with thousands separators ("1,234,567"). */
export function formatCoins(value: Numeric, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, { locale, maximumFractionDigits: 0 });
}
