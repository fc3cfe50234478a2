/** The four player currencies and their minor-unit scale (ARCHITECTURE D4). */
export const CURRENCY_SCALE = { coins: 0, entries: 2, winnings: 2, tourPoints: 0 } as const;
export type Currency = keyof typeof CURRENCY_SCALE;
export const CURRENCIES = Object.keys(CURRENCY_SCALE) as Currency[];

/**
 * Minor units → the JSON number the spec's clients expect (entries 12.5, coins 300). The only place a
 * money value becomes a float, and only for display: it is exact for every amount below 2^53 minor units.
 */
export function toMajorNumber(minor: bigint, currency: Currency): number {
  const scale = CURRENCY_SCALE[currency];
  if (scale === 0) return Number(minor);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const divisor = 10n ** BigInt(scale);
  const text = `${abs / divisor}.${(abs % divisor).toString().padStart(scale, "0")}`;
  return Number(negative ? `-${text}` : text);
}

/** A JSON amount → minor units, refusing more decimals than the currency has (no silent rounding). */
export function toMinorUnits(major: number | string, currency: Currency): bigint {
  const scale = CURRENCY_SCALE[currency];
  const text = typeof major === "number" ? numberToPlainString(major) : major.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not an amount`);
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.replace(/0+$/, "").length > scale) {
    throw new RangeError(`${currency} has ${scale} decimals; "${text}" has more`);
  }
  const minor =
    BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + "0".repeat(scale)).slice(0, scale) || "0");
  return sign ? -minor : minor;
}

function numberToPlainString(value: number): string {
  // String() gives the shortest text that reads back as the same double: 1.1 stays "1.1".
  const text = String(value);
  if (!Number.isFinite(value) || text.includes("e"))
    throw new RangeError(`${value} is not an amount we can hold`);
  return text;
}
