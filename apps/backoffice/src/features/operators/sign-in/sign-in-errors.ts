import { isApiError } from "../../../lib/api";
import { errorText } from "../../../lib/status";

/** What each refusal of a sign-in step means to the operator; the codes are the contracts'. */
const MESSAGES: Partial<Record<string, string>> = {
  INVALID_CREDENTIALS: "The e-mail or the password is not right.",
  ACCOUNT_LOCKED:
    "This account is locked after too many failed attempts. Try again later, or ask an administrator.",
  RATE_LIMITED: "Too many attempts from here. Wait a minute, then try again.",
  TOTP_INVALID: "That code is not right. Codes change every 30 seconds: enter the one shown now.",
  TOKEN_INVALID: "This sign-in took too long. Start again with your e-mail and password.",
  VALIDATION_FAILED: "Check what you typed.",
};

export function signInErrorText(error: unknown): string {
  if (isApiError(error)) {
    const known = MESSAGES[error.code];
    if (known) return known;
  }
  return errorText(error);
}

/** The challenge of the second step is gone: the operator starts over. */
export const isChallengeExpired = (error: unknown) => isApiError(error) && error.code === "TOKEN_INVALID";
