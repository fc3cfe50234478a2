import { PHONE_MASK } from "@casino/contracts";
import { isMaskComplete, unmask } from "./input-mask";

/**
 * A US number in E.164 (`+12025550123`) when the input fills the contract's mask `+1 (###) ###-####`
 * (with or without its punctuation) and is dialable under the North American Numbering Plan: area code
 * and exchange start with 2–9, are not N11 service codes (211, 911…), and the area code's middle digit
 * is not 9 (reserved). Null otherwise.
 */
export function normalizeUsPhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, "");
  if (!/^\+1\d{10}$/.test(compact)) return null;
  const digits = compact.slice(2);
  const masked = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (!isMaskComplete(PHONE_MASK, masked)) return null;
  const national = unmask(PHONE_MASK, masked);
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const isServiceCode = (code: string) => code.slice(1) === "11";
  if (!/^[2-9]/.test(area) || area[1] === "9" || isServiceCode(area)) return null;
  if (!/^[2-9]/.test(exchange) || isServiceCode(exchange)) return null;
  return `+1${national}`;
}
