import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "@casino/db";
import { AppError } from "../../platform/errors";
import { deleteUnusedTokens, insertAuthToken, type NewAuthToken } from "./auth-tokens.repo";

// The tokens of mailed links (password reset, e-mail confirmation): how long they live and how they are kept.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const tokenInvalid = () =>
  new AppError("TOKEN_INVALID", 400, "This link or code is not valid any more. Ask for a new one.");

/** A link token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new token for an address in place of its unused ones of that purpose: only the newest works. */
export async function replaceUnusedTokens(
  tx: Executor,
  token: Omit<NewAuthToken, "createdAt" | "expiresAt"> & { now: Date; ttlMs: number },
) {
  const { now, ttlMs, ...row } = token;
  await deleteUnusedTokens(tx, token.brandId, token.email, token.purpose);
  await insertAuthToken(tx, { ...row, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
}
