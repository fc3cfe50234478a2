import { createHmac, randomBytes } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { ensurePushSigningKey, signPushToken, verifyPushToken } from "../../platform/push";

/** A chat token lives as long as a push connection token: long enough for a conversation, short if it leaks. */
export const CHAT_TOKEN_SECONDS = 15 * 60;

/** Who a valid chat token speaks for. */
export interface ChatGrant {
  playerId: string;
  brandId: BrandId;
}

export type ChatTokenVerdict = { ok: true; grant: ChatGrant } | { ok: false; reason: "invalid" | "expired" };

export interface ChatTokens {
  issue(grant: ChatGrant, now: Date): { token: string; expires: number };
  /** A token is good for the brand it was issued on only: `brandId` is the brand of the request's host. */
  verify(token: string, brandId: BrandId, now: Date): ChatTokenVerdict;
}

/** The grant's channel field names what it is for and where: `support-chat:<brand>`. */
const purposeOf = (brandId: string) => `support-chat:${brandId}`;
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Chat tokens in the push channel's signed-grant format (decision 038), under a key derived from the push
 * signing key: every node shares it and it survives restarts like the push key, while a push token never
 * passes for a chat token (nor the reverse) because their keys differ.
 */
export async function createChatTokens(db: Executor): Promise<ChatTokens> {
  // The push plugin made the key at boot; the candidate is only used by a database that has none yet.
  const pushKey = await ensurePushSigningKey(db, randomBytes(32).toString("base64url"));
  const key = createHmac("sha256", pushKey).update("support-chat grant key").digest("base64url");
  return {
    issue({ playerId, brandId }, now) {
      const expires = seconds(now) + CHAT_TOKEN_SECONDS;
      return { token: signPushToken(key, { sub: playerId, ch: purposeOf(brandId), exp: expires }), expires };
    },
    verify(token, brandId, now) {
      const verdict = verifyPushToken(key, token, seconds(now));
      if (!verdict.ok) return verdict;
      if (verdict.grant.ch !== purposeOf(brandId)) return { ok: false, reason: "invalid" };
      return { ok: true, grant: { playerId: verdict.grant.sub, brandId } };
    },
  };
}
