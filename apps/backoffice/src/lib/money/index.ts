import { CURRENCY_SCALE, type Currency } from "@casino/contracts/client";

/** Minor units as a decimal string with `scale` decimals and grouped thousands, by string arithmetic only. */
function formatScaled(minor: string, scale: number): string {
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = scale ? `${whole}.${digits.slice(digits.length - scale)}` : whole;
  return negative && /[1-9]/.test(digits) ? `-${text}` : text;
}

/**
 * An exact amount of the back-office API (minor units as a decimal string) as text in major units:
 * `"-1325"` entries → `"-13.25"`. String arithmetic only, so no amount is ever rounded by a float.
 */
export function formatMinor(minor: string, currency: Currency): string {
  return formatScaled(minor, CURRENCY_SCALE[currency]);
}

/** US cents (a price, a purchase total) as dollars: `"123456"` → `"$1,234.56"`, exactly. */
export function formatUsdCents(cents: string | number | bigint): string {
  const text = formatScaled(String(cents), 2);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** An exact decimal string in major units (`"1234.50"`) with its thousands grouped (`"1,234.50"`). */
export function formatMajor(amount: string): string {
  const [whole = "", fraction] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** For charts only (never arithmetic): the amount as a number of major units. */
export const toChartNumber = (minor: string, currency: Currency) =>
  Number(minor) / 10 ** CURRENCY_SCALE[currency];
