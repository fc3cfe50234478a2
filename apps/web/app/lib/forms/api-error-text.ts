import type { ErrorCode } from "@casino/contracts";
import { ApiError } from "../api";
import type { TFunction } from "../i18n";

type ClientCode = ErrorCode | "NETWORK_ERROR" | "BAD_RESPONSE";

/** Dictionary keys of the error codes a person can act on; anything else gets the generic text. */
const CODE_KEYS: Partial<Record<ClientCode, string>> = {
  INVALID_CREDENTIALS: "errors.invalidCredentials",
  ACCOUNT_LOCKED: "errors.accountLocked",
  CAPTCHA_FAILED: "errors.captchaFailed",
  TOKEN_INVALID: "errors.tokenInvalid",
  UNAUTHENTICATED: "errors.unauthenticated",
  FORBIDDEN: "errors.forbidden",
  VALIDATION_FAILED: "errors.validation",
  UNDERAGE: "errors.underage",
  ZIP_STATE_MISMATCH: "errors.zipStateMismatch",
  CONFLICT: "errors.conflict",
  NETWORK_ERROR: "errors.network",
  SERVICE_UNAVAILABLE: "errors.serviceUnavailable",
};

/** "45 seconds", "3 minutes" in the page's language; waits are rounded up so the retry never comes early. */
export function formatWait(seconds: number, locale: string): string {
  const inMinutes = seconds >= 90;
  const amount = inMinutes ? Math.ceil(seconds / 60) : Math.max(1, Math.ceil(seconds));
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: inMinutes ? "minute" : "second",
    unitDisplay: "long",
  }).format(amount);
}

/**
 * A friendly, translated sentence for a failed call. `overrides` gives a screen its own wording for a
 * code (a reset link's TOKEN_INVALID says to ask for a new link).
 */
export function apiErrorText(
  t: TFunction,
  locale: string,
  error: unknown,
  overrides: Partial<Record<ClientCode, string>> = {},
): string {
  if (!(error instanceof ApiError)) return t("errors.generic");
  // Both answers carry Retry-After: the wait is told in the visitor's language.
  if (error.code === "RATE_LIMITED" || (error.code === "ACCOUNT_LOCKED" && !overrides.ACCOUNT_LOCKED)) {
    const key = error.code === "RATE_LIMITED" ? "errors.rateLimited" : "errors.accountLocked";
    return error.retryAfterSeconds === null
      ? t(key)
      : t(`${key}Retry`, { wait: formatWait(error.retryAfterSeconds, locale) });
  }
  // The minimum age depends on where the visitor is: the server's message names it ("at least 21").
  const minimumAge = error.code === "UNDERAGE" ? /\bat least (\d{2})\b/.exec(error.message)?.[1] : undefined;
  if (minimumAge && !overrides.UNDERAGE) return t("errors.underageAt", { age: minimumAge });
  const key = overrides[error.code] ?? CODE_KEYS[error.code];
  return t(key ?? "errors.generic");
}
