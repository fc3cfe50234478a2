import type { Executor } from "@casino/db";
import { findSignInMethods, updateCodeSignInFlag } from "./auth.repo";

/** How a player signs in: whether they have a password, and whether e-mailed codes are on. */
export function signInMethodsOf(executor: Executor, playerId: string) {
  return findSignInMethods(executor, playerId);
}

/** Turns sign-in by e-mailed code on or off for a player (the caller decides whether it may). */
export function setCodeSignIn(executor: Executor, playerId: string, isEnabled: boolean, now: Date) {
  return updateCodeSignInFlag(executor, playerId, isEnabled, now);
}
