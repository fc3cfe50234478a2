// Slot tokens of the spec (§5): # digit, @ letter, * letter or digit. Letters include accented ones.
const SLOTS: Readonly<Record<string, RegExp>> = {
  "#": /^\d$/,
  "@": /^\p{L}$/u,
  "*": /^[\p{L}\d]$/u,
};

const slotPattern = (maskChar: string): RegExp | undefined => SLOTS[maskChar];

interface Filled {
  text: string;
  slots: string;
}

// Walks the mask over the input. Literals wait in `pending` until the next slot is filled, so a partial
// input never ends with a dangling separator; a literal typed by the user is taken as that literal,
// which makes re-masking an already masked value leave it unchanged.
function fill(mask: string, raw: string): Filled {
  const maskChars = Array.from(mask);
  const input = Array.from(raw);
  let text = "";
  let slots = "";
  let pending = "";
  let i = 0;
  for (const maskChar of maskChars) {
    const pattern = slotPattern(maskChar);
    if (!pattern) {
      pending += maskChar;
      if (input[i] === maskChar) i++;
      continue;
    }
    while (i < input.length && !pattern.test(input[i] ?? "")) i++;
    const next = input[i];
    if (next === undefined) return { text, slots };
    text += pending + next;
    slots += next;
    pending = "";
    i++;
  }
  // Literals after the last slot belong to a finished value, but an empty input stays empty.
  return { text: raw.length > 0 ? text + pending : text, slots };
}

/**
 * Formats raw input with a mask (`#` digit, `@` letter, `*` letter or digit, anything else literal):
 * `applyMask("(###) ###-####", "5551234567")` → "(555) 123-4567". Characters that fit no slot are skipped;
 * a partial input gives a partial result without trailing literals.
 */
export function applyMask(mask: string, raw: string): string {
  return fill(mask, raw).text;
}

/** Whether `value` fills every slot of the mask, literals included, with nothing left over. */
export function isMaskComplete(mask: string, value: string): boolean {
  const maskChars = Array.from(mask);
  const valueChars = Array.from(value);
  if (maskChars.length !== valueChars.length) return false;
  return maskChars.every((maskChar, index) => {
    const char = valueChars[index] ?? "";
    const pattern = slotPattern(maskChar);
    return pattern ? pattern.test(char) : char === maskChar;
  });
}

/** The characters a user typed into the slots, without the mask's literals: "(555) 123-4567" → "5551234567". */
export function unmask(mask: string, value: string): string {
  return fill(mask, value).slots;
}
