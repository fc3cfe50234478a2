import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * ETag and 304 for a GET route that takes it as its own onSend hook (and no caching of its errors): the
 * tag is a hash of the exact bytes sent, so it changes with the content, the locale and the restriction
 * set, and a client revalidating an unchanged list gets an empty 304 instead of the whole catalogue again.
 * A route's own hook, not a global one, so other answers do not pass it (decision 032); it runs before
 * the route's compression, which @fastify/compress appends after it.
 */
export const conditionalGet: onSendHookHandler = (request, reply, payload, done) => {
  // Fastify's automatic HEAD route shares the GET route's hooks.
  if (request.method !== "GET") return done(null, payload);
  done(null, conditionalAnswer(request, reply, payload));
};

/** The payload to send: unchanged, or empty with 304 when the client holds these exact bytes. */
function conditionalAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A failure must never sit in a cache under the headers the handler set for success.
  if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
  const etag = `"${createHash("sha256").update(payload).digest("base64url").slice(0, 32)}"`;
  reply.header("etag", etag);
  if (!matches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304);
  reply.removeHeader("content-type");
  return "";
}
