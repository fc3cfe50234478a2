import { CURRENCY_SCALE, type Currency } from "@casino/contracts/client";

/**
 * An exact amount of the back-office API (minor units as a decimal string) as text in major units:
 * `"-1325"` entries → `"-13.25"`. String arithmetic only, so no amount is ever rounded by a float.
 */
export function formatMinor(minor: string, currency: Currency): string {
  const scale = CURRENCY_SCALE[currency];
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = scale ? `${whole}.${digits.slice(digits.length - scale)}` : whole;
  return negative && /[1-9]/.test(digits) ? `-${text}` : text;
}

/** For charts only (never arithmetic): the amount as a number of major units. */
export const toChartNumber = (minor: string, currency: Currency) =>
  Number(minor) / 10 ** CURRENCY_SCALE[currency];
