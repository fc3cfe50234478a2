import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * ETag and 304 for the given GET routes (and no caching of their errors): the tag is a hash of the exact bytes sent, so it changes with
 * the content, the locale and the restriction set, and a client revalidating an unchanged list gets an
 * empty 304 instead of the whole catalogue again.
 */
export function installConditionalGet(app: FastifyInstance, routes: ReadonlySet<string>) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method !== "GET" || !routes.has(request.routeOptions.url ?? "")) return done(null, payload);
    done(null, conditionalAnswer(request, reply, payload));
  });
}

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
