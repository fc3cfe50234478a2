import type { AccountSecurity, Brand } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { countSessions, endAllSessions, type SessionEndings } from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import { endGamesOfPlayer } from "../game-sessions";
import { setCodeSignIn, signInMethodsOf } from "../player";

export interface AccountSecurityDeps {
  db: Database;
  clock: Clock;
  sessionEndings: SessionEndings;
}

async function readSecurity(
  tx: Executor,
  deps: AccountSecurityDeps,
  brand: Brand,
  playerId: string,
): Promise<AccountSecurity> {
  const methods = await signInMethodsOf(tx, { playerId });
  if (!methods) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
  return {
    success: true,
    hasPassword: methods.hasPassword,
    isCodeSignInEnabled: methods.isCodeSignInEnabled || !methods.hasPassword,
    activeSessions: await countSessions(tx, deps.clock, brand, playerId),
  };
}

/** The signed-in player's sign-in settings and how many devices are signed in. */
export function accountSecurity(deps: AccountSecurityDeps, brand: Brand, playerId: string) {
  return deps.db.transaction((tx) => readSecurity(tx, deps, brand, playerId));
}

/**
 * Turns sign-in by e-mailed code on or off. Off is refused for an account without a password: codes are
 * its only way in.
 */
export function updateCodeSignIn(
  deps: AccountSecurityDeps,
  brand: Brand,
  playerId: string,
  isEnabled: boolean,
): Promise<AccountSecurity> {
  return deps.db.transaction(async (tx) => {
    const methods = await signInMethodsOf(tx, { playerId });
    if (!isEnabled && methods && !methods.hasPassword) {
      throw new AppError("CONFLICT", 409, "Set a password before turning off sign-in by code.");
    }
    await setCodeSignIn(tx, { playerId, isEnabled, now: deps.clock.now() });
    return readSecurity(tx, deps, brand, playerId);
  });
}

/** Ends every session and open game of the player, on every device (the caller clears this cookie). */
export async function signOutEverywhere(deps: AccountSecurityDeps, playerId: string) {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    await endGamesOfPlayer(tx, playerId, now);
    return endAllSessions(tx, playerId, now);
  });
  deps.sessionEndings.afterCommit(ended);
}
