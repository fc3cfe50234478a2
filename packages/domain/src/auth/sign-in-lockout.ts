/** ARCHITECTURE D10 and the players issue: how many failed sign-ins lock an address for one IP. */
export const SIGN_IN_LOCKOUT = {
  maxFailures: 10,
  /** Failures older than this no longer count; the next one starts a new count. */
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export type SignInLockoutPolicy = typeof SIGN_IN_LOCKOUT;

/** The failed sign-ins of one address from one IP. */
export interface SignInFailures {
  failures: number;
  firstFailedAt: Date;
  lockedUntil: Date | null;
}

/** Whether the pair is locked at `now`, and for how many more milliseconds. */
export function lockRemainingMs(state: SignInFailures | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/**
 * The state after one more failed sign-in at `now`: counts restart once the window or a lock has passed,
 * and reaching `maxFailures` locks the pair for `lockMs`.
 */
export function recordSignInFailure(
  state: SignInFailures | null,
  now: Date,
  policy: SignInLockoutPolicy = SIGN_IN_LOCKOUT,
): SignInFailures {
  const lockHasPassed = state?.lockedUntil != null && state.lockedUntil.getTime() <= now.getTime();
  const windowHasPassed = state != null && now.getTime() - state.firstFailedAt.getTime() >= policy.windowMs;
  if (!state || lockHasPassed || windowHasPassed) {
    return { failures: 1, firstFailedAt: now, lockedUntil: null };
  }
  const failures = state.failures + 1;
  const reachesLimit = failures >= policy.maxFailures && state.lockedUntil == null;
  return {
    failures,
    firstFailedAt: state.firstFailedAt,
    lockedUntil: reachesLimit ? new Date(now.getTime() + policy.lockMs) : state.lockedUntil,
  };
}
