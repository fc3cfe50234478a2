import { canonicalEmail } from "@casino/domain";
import { hashPassword } from "../../platform/auth/password";
import { endAllSessions } from "../../platform/auth/session";
import type { QueuedEmail } from "../../platform/email";
import { endGamesOfPlayer } from "../game-sessions";
import { confirmAccountEmail, findAccountByEmail, findAccountById, setPasswordHash } from "../player";
import { payConfirmedAddressGrants } from "../rewards";
import type { AuthDeps, AuthRequest } from "./auth.context";
import { queueAuthEmail } from "./auth.mail.service";
import { clearSignInFailures } from "./auth.repo";
import { queueEmailConfirmation } from "./auth.service";
import {
  hashToken,
  newLinkToken,
  RESET_TOKEN_TTL_MS,
  replaceUnusedTokens,
  tokenInvalid,
} from "./auth-tokens";
import { consumeToken, useUpTokensOfPlayer } from "./auth-tokens.repo";

export const passwordResetLink = (origin: string, token: string) =>
  `${origin}/reset?token=${encodeURIComponent(token)}`;

/**
 * Emails a single-use reset link valid for an hour, replacing any earlier one. Answers the same whether
 * or not the address has an account, and does the same work either way (a token stored, an e-mail
 * queued: to an unknown address, one that says no account uses it), so neither the answer nor its
 * timing tells which addresses are registered.
 */
export async function requestPasswordReset(deps: AuthDeps, request: AuthRequest, email: string) {
  const emails = await deps.db.transaction(async (tx): Promise<QueuedEmail[]> => {
    const found = await findAccountByEmail(tx, { brandId: request.brand.id, email });
    const player = found?.accountStatus === "ACTIVE" ? found : null;
    const token = newLinkToken();
    const now = deps.clock.now();
    await replaceUnusedTokens(tx, {
      tokenHash: hashToken(token),
      purpose: "password_reset",
      // A token of nobody's: it can never be used, but it costs what a real one costs.
      playerId: player?.id ?? null,
      brandId: request.brand.id,
      email,
      now,
      ttlMs: RESET_TOKEN_TTL_MS,
    });
    const message = player
      ? ({ kind: "password_reset", link: passwordResetLink(request.origin, token) } as const)
      : ({ kind: "password_reset_no_account", signUpLink: `${request.origin}/signup` } as const);
    return [await queueAuthEmail(tx, { deps, request }, { to: email, email: message })];
  });
  deps.mailer.nudge(emails);
}

/**
 * Sets a new password with a reset token: the token is used up, every session and open game of the
 * account ends (whoever knew the old password is signed out) and the address's sign-in lockouts are lifted.
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  request: AuthRequest,
  input: { token: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, hashToken(input.token), "password_reset", request.brand.id, now);
    if (!token?.playerId) throw tokenInvalid();
    await setPasswordHash(tx, { playerId: token.playerId, hash: passwordHash, now });
    await endGamesOfPlayer(tx, token.playerId, now);
    await clearSignInFailures(tx, { brandId: request.brand.id, email: canonicalEmail(token.email) });
    return endAllSessions(tx, token.playerId, now);
  });
  deps.sessionEndings.afterCommit(ended);
}

/**
 * Confirms the address of the link's token and pays the email reward, once: the token is single-use
 * and the reward is a ledger transaction with a per-player key.
 */
export async function confirmEmail(deps: AuthDeps, request: AuthRequest, rawToken: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, hashToken(rawToken), "email_confirm", request.brand.id, now);
    if (!token?.playerId) throw tokenInvalid();
    const player = await findAccountById(tx, { playerId: token.playerId });
    // A link for an address the account no longer has confirms nothing.
    if (!player || player.email !== token.email) throw tokenInvalid();
    await confirmAccountEmail(tx, { playerId: player.id, now });
    await useUpTokensOfPlayer(tx, player.id, "email_confirm", now);
    await payConfirmedAddressGrants(tx, { brand: request.brand, player, now });
  });
}

/** Sends the signed-in player a new confirmation link; nothing to do once the address is confirmed. */
export async function resendEmailConfirmation(deps: AuthDeps, request: AuthRequest, playerId: string) {
  const emails = await deps.db.transaction(async (tx): Promise<QueuedEmail[]> => {
    const player = await findAccountById(tx, { playerId });
    if (!player || player.emailConfirmedAt) return [];
    return [await queueEmailConfirmation(tx, { deps, request }, player)];
  });
  deps.mailer.nudge(emails);
}
