import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Brand, Locale } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { Mailer, QueuedEmail } from "../../platform/email";
import { AppError } from "../../platform/errors";
import { openPlayerAccounts } from "../ledger";
import { paySignUpGrants } from "../rewards";
import { type AuthEmail, composeAuthEmail } from "./auth.emails";
import { findPlayerByEmail, findSupportEmail, insertPlayer, type NewPlayer } from "./auth.repo";

/** What the auth services run on. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
}

/** What a service needs of the HTTP request, without knowing Fastify. */
export interface AuthRequest {
  brand: Brand;
  locale: Locale;
  /** Origin for links in emails, e.g. `https://funrize.example`. */
  origin: string;
  ip: string;
  /** Starts a fresh session for the player in the given transaction and sets the cookie. */
  startSession(tx: Executor, playerId: string): Promise<void>;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const tokenInvalid = () =>
  new AppError("TOKEN_INVALID", 400, "This link or code is not valid any more. Ask for a new one.");

/** A link token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Invite codes: no look-alike characters (0/o, 1/l/i), 31^8 ≈ 8.5e11 of them. */
const REFERRAL_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join("");

/** Records an auth email in the transaction (the outbox); the caller delivers it after the commit. */
export async function queueAuthEmail(
  tx: Executor,
  deps: AuthDeps,
  request: AuthRequest,
  to: string,
  email: AuthEmail,
): Promise<QueuedEmail> {
  const supportEmail =
    (await findSupportEmail(tx, request.brand.id)) ?? `support@${request.brand.id}.example`;
  const message = composeAuthEmail(email, { brand: request.brand, supportEmail, locale: request.locale, to });
  return deps.mailer.enqueue(tx, message);
}

/**
 * Creates the player with their own invite code, opens their ledger accounts and pays the sign-up grants
 * (coins now, entries once the address is confirmed), all in the caller's transaction. Null when the
 * address already has an account in this brand.
 */
export async function createPlayerWithWelcome(
  tx: Executor,
  brand: Brand,
  player: Omit<NewPlayer, "referralCode">,
): Promise<string | null> {
  let playerId: string | null = null;
  for (let attempt = 0; attempt < 5 && playerId === null; attempt++) {
    playerId = await insertPlayer(tx, { ...player, referralCode: newReferralCode() });
    if (playerId === null && (await findPlayerByEmail(tx, brand.id, player.email))) return null;
  }
  if (playerId === null) throw new Error("could not find a free referral code");
  await openPlayerAccounts(tx, playerId);
  await paySignUpGrants(tx, brand, { id: playerId, invitedByPlayerId: player.invitedByPlayerId });
  return playerId;
}
