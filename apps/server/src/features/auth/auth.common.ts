import { createHash, randomBytes, randomInt } from "node:crypto";
import { type Brand, type Locale, toMinorUnits } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { Mailer, QueuedEmail } from "../../platform/email";
import { AppError } from "../../platform/errors";
import { type LedgerLeg, move, openPlayerAccounts, postLedgerTransaction } from "../ledger";
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
 * Creates the player with their own invite code, opens their ledger accounts and pays the coins of the
 * brand's welcome grant (and of the invite bonus), all in the caller's transaction. The SweepStakes
 * entries wait for a confirmed address (`payConfirmedAddressGrants`): free entries for an unconfirmed
 * address would let a bot farm them. Null when the address already has an account in this brand.
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
  await payGrant(tx, playerId, `welcome:${playerId}`, "welcome.grant", {
    coins: toMinorUnits(brand.bonuses.welcome.coins, "coins"),
    metadata: { brand: brand.id },
  });
  if (player.invitedByPlayerId) {
    await payGrant(tx, playerId, `invited:${playerId}`, "referral.invited_bonus", {
      coins: toMinorUnits(brand.bonuses.invitedFriend.coins, "coins"),
      metadata: { invitedBy: player.invitedByPlayerId },
    });
  }
  return playerId;
}

/**
 * The entries of the welcome grant and of the invite bonus (what `/rest/rewards/check-rewards/` promised
 * an invited friend), paid once the player has proved their address; each once, by its own key.
 */
export async function payConfirmedAddressGrants(
  tx: Executor,
  brand: Brand,
  player: { id: string; invitedByPlayerId: string | null },
) {
  await payGrant(tx, player.id, `welcome-entries:${player.id}`, "welcome.grant", {
    entries: toMinorUnits(brand.bonuses.welcome.entries, "entries"),
    metadata: { brand: brand.id },
  });
  if (player.invitedByPlayerId) {
    await payGrant(tx, player.id, `invited-entries:${player.id}`, "referral.invited_bonus", {
      entries: toMinorUnits(brand.bonuses.invitedFriend.entries, "entries"),
      metadata: { invitedBy: player.invitedByPlayerId },
    });
  }
}

/** Pays coins and/or entries from the promotions house account; nothing when both are zero. */
async function payGrant(
  tx: Executor,
  playerId: string,
  idempotencyKey: string,
  kind: "welcome.grant" | "referral.invited_bonus",
  grant: { coins?: bigint; entries?: bigint; metadata: Record<string, string> },
) {
  const legs: LedgerLeg[] = [];
  if (grant.coins && grant.coins > 0n)
    legs.push(...move({ house: "promotions" }, { playerId }, "coins", grant.coins));
  if (grant.entries && grant.entries > 0n) {
    legs.push(...move({ house: "promotions" }, { playerId }, "entries", grant.entries));
  }
  if (legs.length === 0) return;
  await postLedgerTransaction(tx, { idempotencyKey, kind, playerId, legs, metadata: grant.metadata });
}
