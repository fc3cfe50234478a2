import { type RandomSource, randomInt } from "../house-games/random";

/**
 * Mail-in request codes (issue #13, decision 042): ten characters a person copies by hand onto a card and
 * an operator types back from it. The alphabet leaves out the look-alikes 0/O, 1/I/L, so a misread letter
 * is a code that does not exist rather than someone else's; 31^10 ≈ 8·10^14 codes make guessing one hopeless.
 */
export const AMOE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const AMOE_CODE_LENGTH = 10;
const GROUP = 5;

/** A fresh code from `source` (a CSPRNG in production), grouped as it is printed: `XXXXX-XXXXX`. */
export function generateAmoeCode(source: RandomSource): string {
  let raw = "";
  for (let i = 0; i < AMOE_CODE_LENGTH; i++) {
    raw += AMOE_CODE_ALPHABET[randomInt(source, AMOE_CODE_ALPHABET.length)];
  }
  return group(raw);
}

const group = (raw: string) => `${raw.slice(0, GROUP)}-${raw.slice(GROUP)}`;

/**
 * A code as someone typed it (any case, spaces, dashes, dots) in the stored, grouped form; null when it
 * cannot be a code at all (a wrong length or a character outside the alphabet).
 */
export function normalizeAmoeCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s\-‐‑‒–—_.]/g, "");
  if (raw.length !== AMOE_CODE_LENGTH) return null;
  for (const char of raw) if (!AMOE_CODE_ALPHABET.includes(char)) return null;
  return group(raw);
}
