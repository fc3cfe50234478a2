import { toMajorNumber, toMinorUnits } from "@casino/contracts/client";

/** What a player may type as an amount: `50`, `50.5`, `1,250.00`, `$75` (a leading `$` and separators go). */
const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** The typed amount in winnings' minor units (hundredths), exactly; null when it is not an amount. */
export function typedAmountMinor(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  return toMinorUnits(trimmed.replace(/^\$\s*/, "").replaceAll(",", ""), "winnings");
}

/** An amount of the contract (major units, 12.5) in minor units. */
export const minorOf = (major: number): bigint => toMinorUnits(major, "winnings");

/** Minor units → the JSON number the request carries (1250n → 12.5). */
export const majorOf = (minor: bigint): number => toMajorNumber(minor, "winnings");
