import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { type AuthResult, ONE_TIME_CODE_LENGTH, type SignUpFlow } from "@casino/contracts";
import { chooseSignUpFlow } from "@casino/domain";
import type { QueuedEmail } from "../../platform/email";
import { AppError } from "../../platform/errors";
import { recordCurrentTermsAcceptance } from "../legal-pages";
import { confirmAccountEmail, createPlayer, findAccountByEmail, playerIdOfInviteCode } from "../player";
import { payConfirmedAddressGrants, paySignUpGrants } from "../rewards";
import type { AuthDeps, AuthRequest } from "./auth.context";
import { queueAuthEmail } from "./auth.mail.service";
import { replaceUnusedTokens, tokenInvalid } from "./auth-tokens";
import { countCodeAttempt, findLiveCodeForUpdate, markTokenUsed } from "./auth-tokens.repo";
import { checkSignUpAge } from "./sign-up-age";
import { attributionOf } from "./sign-up-attribution";

export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;

/**
 * A code has a million values, so its plain SHA-256 would be a lookup table away; each one is hashed
 * with its own salt, stored as `salt$hash` in the token column.
 */
function hashCode(code: string, salt = randomBytes(16).toString("hex")) {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

function codeMatches(stored: string, code: string) {
  const salt = stored.split("$")[0] ?? "";
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Which sign-up flow a visitor from these sources gets (the rule lives in the domain package). */
export function signUpFlowFor(
  request: Pick<AuthRequest, "brand">,
  sources: { registration_source?: string; traffic_source?: string },
): SignUpFlow {
  return chooseSignUpFlow(request.brand.id, {
    registrationSource: sources.registration_source,
    trafficSource: sources.traffic_source,
  });
}

/** A player with a password signs in by code only after choosing to (H: a code must not bypass it). */
const acceptsCodes = (player: { passwordHash: string | null; isCodeSignInEnabled: boolean }) =>
  player.passwordHash === null || player.isCodeSignInEnabled;

/**
 * Emails a 6-digit code valid for 10 minutes and 5 tries; a new request replaces older codes. The same
 * answer whatever the address: the code signs an existing player in or creates the account. A player
 * who signs in by password only gets an e-mail saying so instead of a code.
 */
export async function requestOneTimeCode(deps: AuthDeps, request: AuthRequest, email: string) {
  const code = String(randomInt(10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, "0");
  const now = deps.clock.now();
  const ctx = { deps, request };
  const emails = await deps.db.transaction(async (tx): Promise<QueuedEmail[]> => {
    const player = await findAccountByEmail(tx, { brandId: request.brand.id, email });
    if (player && player.accountStatus !== "ACTIVE") return [];
    if (player && !acceptsCodes(player)) {
      return [
        await queueAuthEmail(tx, ctx, {
          to: email,
          email: {
            kind: "code_sign_in_off",
            signInLink: `${request.origin}/signin`,
            resetLink: `${request.origin}/reset`,
          },
        }),
      ];
    }
    await replaceUnusedTokens(tx, {
      tokenHash: hashCode(code),
      purpose: "one_time_code",
      playerId: player?.id ?? null,
      brandId: request.brand.id,
      email,
      now,
      ttlMs: ONE_TIME_CODE_TTL_MS,
    });
    return [
      await queueAuthEmail(tx, ctx, {
        to: email,
        email: { kind: "one_time_code", code, minutes: ONE_TIME_CODE_TTL_MS / 60_000 },
      }),
    ];
  });
  deps.mailer.nudge(emails);
  return { expiresInSeconds: ONE_TIME_CODE_TTL_MS / 1000 };
}

export interface OneTimeCodeInput {
  email: string;
  code: string;
  phone?: string;
  registrationSource?: string;
  trafficSource?: string;
  invitedBy?: string;
  refcode?: string;
  /** The date of birth of the sign-up form; checked against the minimum age before the code is spent. */
  birthday: string;
}

type Verification = { ok: true; registrationComplete: boolean } | { ok: false; error: AppError };

/**
 * Exchanges a code for a session. The first use of an address creates its account (funnel `otp`, no
 * password, registration to complete, welcome grant). The code proves the address, so it is confirmed
 * (and its reward paid) on the way. A wrong code counts against the code's five tries.
 */
export async function verifyOneTimeCode(
  deps: AuthDeps,
  request: AuthRequest,
  input: OneTimeCodeInput,
): Promise<AuthResult> {
  const now = deps.clock.now();
  await checkSignUpAge(request, input.birthday, now);
  const brand = request.brand;
  const result = await deps.db.transaction(async (tx): Promise<Verification> => {
    const stored = await findLiveCodeForUpdate(tx, brand.id, input.email, ONE_TIME_CODE_MAX_ATTEMPTS, now);
    if (!stored) return { ok: false, error: tokenInvalid() };
    if (!codeMatches(stored, input.code)) {
      // Committed, unlike a throw: the failed try must count.
      await countCodeAttempt(tx, stored);
      return { ok: false, error: tokenInvalid() };
    }
    await markTokenUsed(tx, stored, now);
    const existing = await findAccountByEmail(tx, { brandId: brand.id, email: input.email });
    if (existing && existing.accountStatus !== "ACTIVE") {
      return {
        ok: false,
        error: new AppError("FORBIDDEN", 403, "This account is suspended or closed. Contact support."),
      };
    }
    // A code issued before the player turned code sign-in off signs nobody in.
    if (existing && !acceptsCodes(existing)) return { ok: false, error: tokenInvalid() };
    // Creating an account where sign-up is refused; the throw rolls back, so the code stays unspent.
    if (!existing) await request.signUpRules.assertAllowed();
    const invitedByPlayerId =
      !existing && input.invitedBy
        ? await playerIdOfInviteCode(tx, { brandId: brand.id, code: input.invitedBy })
        : null;
    const playerId =
      existing?.id ??
      (await createPlayer(tx, {
        brandId: brand.id,
        email: input.email,
        passwordHash: null,
        ...attributionOf(input),
        registrationFunnel: "otp",
        isCodeSignInEnabled: true,
        registrationCompletedAt: null,
        emailConfirmedAt: null,
        termsAcceptedAt: now,
        birthday: input.birthday,
        invitedByPlayerId,
        now,
      }));
    if (!playerId) return { ok: false, error: tokenInvalid() };
    if (!existing) {
      await recordCurrentTermsAcceptance(tx, { brandId: brand.id, playerId, now });
      await paySignUpGrants(tx, { brand, player: { id: playerId, invitedByPlayerId }, now });
    }
    if (await confirmAccountEmail(tx, { playerId, now })) {
      await payConfirmedAddressGrants(tx, {
        brand,
        player: {
          id: playerId,
          invitedByPlayerId: existing ? existing.invitedByPlayerId : invitedByPlayerId,
        },
        now,
      });
    }
    await request.startSession(tx, playerId, existing ? "one-time-code" : "sign-up");
    return { ok: true, registrationComplete: existing ? existing.registrationCompletedAt !== null : false };
  });
  if (!result.ok) throw result.error;
  return { success: true, isSignedIn: true, registrationComplete: result.registrationComplete };
}
