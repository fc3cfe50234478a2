import type { AuthResult, SignUpBody } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { canonicalEmail, lockRemainingMs, recordSignInFailure } from "@casino/domain";
import { hashPassword, needsRehash, verifyPassword } from "../../platform/auth/password";
import type { QueuedEmail } from "../../platform/email";
import { AppError } from "../../platform/errors";
import { recordCurrentTermsAcceptance } from "../legal-pages";
import {
  completeCodeRegistration,
  createPlayer,
  findAccountByEmail,
  playerIdOfInviteCode,
  setPasswordHash,
} from "../player";
import { paySignUpGrants } from "../rewards";
import type { AuthDeps, AuthRequest } from "./auth.context";
import { queueAuthEmail } from "./auth.mail.service";
import { clearSignInFailures, findSignInFailures, lockSignInFailures, saveSignInFailures } from "./auth.repo";
import { EMAIL_CONFIRM_TOKEN_TTL_MS, hashToken, newLinkToken } from "./auth-tokens";
import { insertAuthToken } from "./auth-tokens.repo";
import { checkSignUpAge } from "./sign-up-age";
import { attributionOf } from "./sign-up-attribution";

/** ACCOUNT_LOCKED carries how long the lock lasts, for the Retry-After header. */
export class AccountLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      "ACCOUNT_LOCKED",
      429,
      "Too many failed sign-ins for this account from your network. Try again later or reset your password.",
    );
  }
}

const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", 401, "The email or password is not right.");

const signedIn = (registrationComplete: boolean): AuthResult => ({
  success: true,
  isSignedIn: true,
  registrationComplete,
});

/** The link of the confirmation email; the web posts its token to /rest/auth/email-confirm/. */
export const emailConfirmLink = (origin: string, token: string) =>
  `${origin}/?openNotify=EMAIL_VERIFIED&confirmToken=${encodeURIComponent(token)}`;

/** Issues an email confirmation token (7 days) in the caller's transaction and queues its email. */
export async function queueEmailConfirmation(
  tx: Executor,
  ctx: { deps: AuthDeps; request: AuthRequest },
  player: { id: string; email: string },
): Promise<QueuedEmail> {
  const { deps, request } = ctx;
  const token = newLinkToken();
  const now = deps.clock.now();
  await insertAuthToken(tx, {
    tokenHash: hashToken(token),
    purpose: "email_confirm",
    playerId: player.id,
    brandId: request.brand.id,
    email: player.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRM_TOKEN_TTL_MS),
  });
  return queueAuthEmail(tx, ctx, {
    to: player.email,
    email: {
      kind: "email_confirm",
      link: emailConfirmLink(request.origin, token),
      rewardCoins: request.brand.bonuses.rewards.email,
      rewardEntries: request.brand.bonuses.welcome.entries,
    },
  });
}

/**
 * Email and password sign-up. A new address gets an account, the welcome grant, a confirmation email
 * and a session, in one transaction. An address that already has an account gets the same success
 * (never an error that says it exists) and its owner an email about the attempt.
 */
export async function signUp(deps: AuthDeps, request: AuthRequest, input: SignUpBody): Promise<AuthResult> {
  const now = deps.clock.now();
  // Refused for every address alike, so the answer does not tell whether one has an account.
  await request.signUpRules.assertAllowed();
  await checkSignUpAge(request, input.birthday, now);
  // Hashed in both cases, so the time of the answer does not tell a known address from a new one.
  const passwordHash = await hashPassword(input.password);
  const email = input.email;
  const ctx = { deps, request };
  const outcome = await deps.db.transaction(async (tx) => {
    const invitedByPlayerId = input.invitedBy
      ? await playerIdOfInviteCode(tx, { brandId: request.brand.id, code: input.invitedBy })
      : null;
    const playerId = (await findAccountByEmail(tx, { brandId: request.brand.id, email }))
      ? null
      : await createPlayer(tx, {
          brandId: request.brand.id,
          email,
          passwordHash,
          ...attributionOf(input),
          registrationFunnel: "email",
          isCodeSignInEnabled: false,
          registrationCompletedAt: now,
          emailConfirmedAt: null,
          termsAcceptedAt: now,
          birthday: input.birthday,
          invitedByPlayerId,
          now,
        });
    if (playerId === null) {
      const notice = await queueAuthEmail(tx, ctx, {
        to: email,
        email: {
          kind: "sign_up_attempt",
          signInLink: `${request.origin}/signin`,
          resetLink: `${request.origin}/reset`,
        },
      });
      return { isCreated: false, emails: [notice] };
    }
    await recordCurrentTermsAcceptance(tx, { brandId: request.brand.id, playerId, now });
    await paySignUpGrants(tx, { brand: request.brand, player: { id: playerId, invitedByPlayerId }, now });
    const confirmation = await queueEmailConfirmation(tx, ctx, { id: playerId, email });
    await request.startSession(tx, playerId, "sign-up");
    return { isCreated: true, emails: [confirmation] };
  });
  deps.mailer.nudge(outcome.emails);
  return outcome.isCreated
    ? signedIn(true)
    : { success: true, isSignedIn: false, registrationComplete: false };
}

/**
 * Email and password sign-in. An unknown address, a wrong password and an account without a password
 * get the same INVALID_CREDENTIALS in the same time; ten failures for one address from one client network
 * lock that pair for 15 minutes (ACCOUNT_LOCKED, 429 with Retry-After), for known and unknown addresses
 * alike. Guesses spread over many networks meet the per-account rate limit of the route instead.
 */
export async function signIn(
  deps: AuthDeps,
  request: AuthRequest,
  input: { email: string; password: string },
): Promise<AuthResult> {
  const key = { brandId: request.brand.id, email: canonicalEmail(input.email), ip: request.ip };
  const now = deps.clock.now();
  const lockMs = lockRemainingMs(await findSignInFailures(deps.db, key), now);
  if (lockMs > 0) throw new AccountLockedError(Math.ceil(lockMs / 1000));

  const player = await findAccountByEmail(deps.db, { brandId: request.brand.id, email: input.email });
  const isValid = await verifyPassword(player?.passwordHash ?? null, input.password);
  if (!player || !isValid) {
    const state = await deps.db.transaction(async (tx) => {
      const next = recordSignInFailure(await lockSignInFailures(tx, key, now), now);
      await saveSignInFailures(tx, key, next);
      return next;
    });
    const lockedFor = lockRemainingMs(state, now);
    if (lockedFor > 0) throw new AccountLockedError(Math.ceil(lockedFor / 1000));
    throw invalidCredentials();
  }
  if (player.accountStatus !== "ACTIVE") {
    throw new AppError("FORBIDDEN", 403, "This account is suspended or closed. Contact support for help.");
  }
  const rehash =
    player.passwordHash && needsRehash(player.passwordHash) ? await hashPassword(input.password) : null;
  await deps.db.transaction(async (tx) => {
    if (rehash) await setPasswordHash(tx, { playerId: player.id, hash: rehash, now });
    await clearSignInFailures(tx, key);
    await request.startSession(tx, player.id, "password");
  });
  return signedIn(player.registrationCompletedAt !== null);
}

/** Spec §5: a one-time-code player names themselves and sets a password, once. */
export async function finishRegistration(
  deps: AuthDeps,
  playerId: string,
  input: { name: string; surname: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const isDone = await completeCodeRegistration(deps.db, {
    playerId,
    name: input.name,
    surname: input.surname,
    passwordHash,
    now: deps.clock.now(),
  });
  if (!isDone) throw new AppError("CONFLICT", 409, "Your registration is already complete.");
}
