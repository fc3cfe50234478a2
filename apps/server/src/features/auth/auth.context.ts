import type { Brand, Locale } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { SessionEndings } from "../../platform/auth/session";
import type { Mailer } from "../../platform/email";
import type { SignInMethod } from "./sign-ins.repo";

/** What the auth services run on: the `ctx` of every auth service call. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessionEndings: SessionEndings;
}

/** What a service needs of the HTTP request, without knowing Fastify. */
export interface AuthRequest {
  brand: Brand;
  locale: Locale;
  /** Origin for links in emails, e.g. `https://funrize.example`. */
  origin: string;
  ip: string;
  /**
   * Starts a fresh session for the player in the given transaction, records the sign-in in their history
   * and sets the cookie.
   */
  startSession(tx: Executor, playerId: string, method: SignInMethod): Promise<void>;
  /** What the sweepstakes rules where the request comes from say about a new account (decision 041). */
  signUpRules: {
    /** Throws 403 JURISDICTION_RESTRICTED where sign-up is not allowed. */
    assertAllowed(): Promise<void>;
    /** The minimum age there: 18 unless a rule sets more. */
    minimumAge(): Promise<number>;
  };
}
