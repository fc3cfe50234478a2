const cache = new Map<string, Intl.NumberFormat>();

// "negative" keeps a rounded-away minus off zero (-0.001 shows "0", not "-0"). Browsers before
// Intl.NumberFormat v3 (Safari < 15.4, Chrome < 106) reject it, so they fall back to the old default.
function create(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { signDisplay: "negative", ...options });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return new Intl.NumberFormat(locale, options);
  }
}

/** Returns a memoised `Intl.NumberFormat`: building one costs far more than formatting with it. */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create(locale, options);
    cache.set(key, formatter);
  }
  return formatter;
}
