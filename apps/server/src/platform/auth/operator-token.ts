import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether `Authorization: Bearer <token>` carries the operator token, compared in constant time (hashed
 * first, so the lengths never differ).
 */
export function hasOperatorToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer (\S+)$/.exec(authorization ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}
