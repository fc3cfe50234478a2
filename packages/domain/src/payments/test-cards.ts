/**
 * The sandbox payment provider's test cards (decision 045), as a card processor's test mode has them: the
 * card number picks the outcome, so a demo player or a test reaches every path of the deposit flow. Any
 * other number is refused by the form, as a test mode refuses a live card: nothing real is ever charged.
 */
export type CardOutcome =
  | { kind: "succeeded" }
  | { kind: "declined"; declineCode: "card_declined" | "insufficient_funds" }
  | { kind: "failed"; declineCode: "processing_error" }
  /** 3-D Secure: the cardholder's bank asks them to approve; the answer decides. */
  | { kind: "challenge" };

export const SANDBOX_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  "4242424242424242": { kind: "succeeded" },
  "4000000000000002": { kind: "declined", declineCode: "card_declined" },
  "4000000000009995": { kind: "declined", declineCode: "insufficient_funds" },
  "4000000000003220": { kind: "challenge" },
  "4000000000000119": { kind: "failed", declineCode: "processing_error" },
};

/** What the hosted form was sent, as typed. */
export interface CardInput {
  number: string;
  /** `MM/YY` (spaces allowed). */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;

/** The card, read and checked; or the first field that is wrong, with what to tell the cardholder. */
export type CardCheck =
  | { kind: "valid"; number: string; last4: string; outcome: CardOutcome }
  | { kind: "invalid"; field: CardField; message: string };

/** Whether a string of digits passes the Luhn check every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether `MM/YY` is a card expiry that has not passed at `now`: a card is good through the last day of
 * its month (UTC). Null when the text is not an expiry at all.
 */
export function isExpiryInFuture(expiry: string, now: Date): boolean | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= thisMonth;
}

/** Reads the hosted form's card fields and decides the outcome its number stands for. */
export function checkSandboxCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) {
    return { kind: "invalid", field: "number", message: "Enter a valid card number." };
  }
  const isCurrent = isExpiryInFuture(input.expiry, now);
  if (isCurrent === null) {
    return { kind: "invalid", field: "expiry", message: "Enter the expiry date as MM/YY." };
  }
  if (!isCurrent) return { kind: "invalid", field: "expiry", message: "This card has expired." };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { kind: "invalid", field: "cvc", message: "Enter the 3 digits on the back of the card." };
  }
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) {
    return { kind: "invalid", field: "name", message: "Enter the name on the card." };
  }
  const outcome = SANDBOX_CARD_OUTCOMES[number];
  if (!outcome) {
    return {
      kind: "invalid",
      field: "number",
      message: "This is a test checkout: use one of the test cards listed below. No real card is charged.",
    };
  }
  return { kind: "valid", number, last4: number.slice(-4), outcome };
}
