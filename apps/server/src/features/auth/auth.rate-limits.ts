import type { RateLimitRule } from "../../platform/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per-IP limits of the auth endpoints (ARCHITECTURE D10, the players issue). */
export const AUTH_RATE_LIMITS = {
  signIn: { name: "auth.sign-in", max: 5, windowMs: MINUTE },
  signUp: { name: "auth.sign-up", max: 3, windowMs: MINUTE },
  passwordReset: { name: "auth.password-reset", max: 3, windowMs: MINUTE },
  oneTimeCode: { name: "auth.one-time-code", max: 3, windowMs: MINUTE },
  /** Confirmation resends send an email too. */
  sendEmail: { name: "auth.email-confirm-resend", max: 3, windowMs: MINUTE },
  /** Each call hashes a password: a cap on CPU a signed-in client can burn. */
  registrationComplete: { name: "auth.registration-complete", max: 10, windowMs: MINUTE },
  /** Token and code checks: one shared budget, so guessing across endpoints gains nothing. */
  confirm: { name: "auth.confirm", max: 10, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per-account limits (ARCHITECTURE D10), keyed on the brand and the canonical address of the body (or the
 * signed-in player), whatever network the requests come from: guesses spread over many addresses, a
 * code re-requested for five fresh tries, and an inbox flooded with mail all stop here.
 */
export const AUTH_ACCOUNT_RATE_LIMITS = {
  /** Password guesses at one account from everywhere; the (address, network) lockout stays the first line. */
  signIn: { name: "auth.sign-in.account", max: 20, windowMs: 15 * MINUTE },
  /** Each sign-up of a known address mails its owner. */
  signUp: { name: "auth.sign-up.account", max: 3, windowMs: HOUR },
  passwordReset: { name: "auth.password-reset.account", max: 3, windowMs: HOUR },
  /** Codes mailed to one address: each brings 5 tries, so this also caps guesses. */
  oneTimeCode: { name: "auth.one-time-code.account", max: 5, windowMs: HOUR },
  /** Code guesses at one address across all its codes. */
  oneTimeCodeVerify: { name: "auth.one-time-code-verify.account", max: 10, windowMs: 15 * MINUTE },
  sendEmail: { name: "auth.email-confirm-resend.account", max: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
