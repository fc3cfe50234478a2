import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  lockRemainingMs,
  recordSignInFailure,
  SIGN_IN_LOCKOUT,
  type SignInFailures,
} from "./sign-in-lockout";

const start = new Date("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

function fail(times: number, stepMs = 1000, from: SignInFailures | null = null, offsetMs = 0) {
  let state = from;
  for (let i = 0; i < times; i++) state = recordSignInFailure(state, at(offsetMs + i * stepMs));
  return state;
}

describe("sign-in lockout", () => {
  it("does not lock before the tenth failure", () => {
    const state = fail(9);
    expect(state?.failures).toBe(9);
    expect(lockRemainingMs(state, at(9000))).toBe(0);
  });

  it("locks for 15 minutes at the tenth failure", () => {
    const state = fail(10);
    expect(lockRemainingMs(state, at(9000))).toBe(SIGN_IN_LOCKOUT.lockMs);
    expect(lockRemainingMs(state, at(9000 + SIGN_IN_LOCKOUT.lockMs - 1))).toBe(1);
    expect(lockRemainingMs(state, at(9000 + SIGN_IN_LOCKOUT.lockMs))).toBe(0);
  });

  it("forgets failures older than the window", () => {
    const state = fail(9);
    const later = recordSignInFailure(state, at(SIGN_IN_LOCKOUT.windowMs + 1));
    expect(later).toEqual({
      failures: 1,
      firstFailedAt: at(SIGN_IN_LOCKOUT.windowMs + 1),
      lockedUntil: null,
    });
  });

  it("starts a new count once a lock has passed", () => {
    const locked = fail(10);
    const after = recordSignInFailure(locked, at(9000 + SIGN_IN_LOCKOUT.lockMs));
    expect(after.failures).toBe(1);
    expect(after.lockedUntil).toBeNull();
  });

  it("a guest is never locked", () => {
    expect(lockRemainingMs(null, start)).toBe(0);
  });

  it("never locks fewer than ten failures in a row, however they are spaced", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 9 }), (gaps) => {
        let state: SignInFailures | null = null;
        let t = 0;
        for (const gap of gaps) {
          t += gap;
          state = recordSignInFailure(state, at(t));
        }
        expect(state?.lockedUntil).toBeNull();
      }),
    );
  });
});
