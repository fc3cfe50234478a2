import { PASSWORD_MIN_LENGTH } from "@casino/contracts";

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/** Advice the meter can give; each is a dictionary key under `auth.strength.tip.*`. */
export type StrengthTip = "length" | "longer" | "mix" | "digit" | "symbol" | "common" | "repeat";

export interface PasswordStrength {
  /** 0 too weak (the contract refuses it), 1 weak, 2 fair, 3 good, 4 strong. */
  level: StrengthLevel;
  /** Whether the contract's minimum rules are met; only then can the level be above 0. */
  meetsRules: boolean;
  tips: StrengthTip[];
}

// Passwords people pick first; a match (ignoring digits and symbols around it) caps the level at weak.
const COMMON = [
  "password",
  "qwerty",
  "letmein",
  "welcome",
  "casino",
  "iloveyou",
  "admin",
  "monkey",
  "dragon",
  "abc",
  "football",
  "sunshine",
  "princess",
];

/**
 * Rates a password for the sign-up and reset meter. Advice only: the contract's rules (length, a letter
 * and a digit) are what the server enforces. Pure, so it is tested without a browser.
 */
export function passwordStrength(password: string): PasswordStrength {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\d/.test(password);
  const hasLower = /\p{Ll}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasSymbol = /[^\p{L}\d]/u.test(password);
  const length = Array.from(password).length;
  const meetsRules = length >= PASSWORD_MIN_LENGTH && hasLetter && hasDigit;

  const core = password.toLowerCase().replace(/[^\p{L}]/gu, "");
  const isCommon = core.length > 0 && COMMON.some((word) => core === word || core.startsWith(word));
  const isRepetitive =
    length > 0 && new Set(Array.from(password.toLowerCase())).size <= Math.max(2, length / 4);

  const tips: StrengthTip[] = [];
  if (length < PASSWORD_MIN_LENGTH) tips.push("length");
  if (!hasDigit) tips.push("digit");
  if (!(hasLower && hasUpper)) tips.push("mix");
  if (!hasSymbol) tips.push("symbol");
  if (length >= PASSWORD_MIN_LENGTH && length < 12) tips.push("longer");
  if (isCommon) tips.push("common");
  if (isRepetitive) tips.push("repeat");

  if (!meetsRules) return { level: 0, meetsRules, tips };
  let score = 1;
  if (length >= 12) score += 1;
  if (length >= 16) score += 1;
  if (hasLower && hasUpper) score += 1;
  if (hasSymbol) score += 1;
  if (isCommon || isRepetitive) score = 1;
  return { level: Math.min(4, score) as StrengthLevel, meetsRules, tips };
}
