import type { RateLimitRule } from "../../platform/rate-limit";

const MINUTE = 60_000;

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
