import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Path of the push channel's WebSocket on every brand's own origin (ARCHITECTURE D11). */
export const PUSH_CHANNEL_PATH = "/connection/websocket";

/** A Host header that is a plain name or address with an optional port, safe to write into a header. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The push channel's URL on the page's own origin: `wss://` beside `https://`, `ws://` beside `http://`.
 * Null when the host is not plain, so nothing a client writes in Host can add a source to the policy.
 */
export function pushChannelUrl(origin: { protocol: string; host: string }): string | null {
  if (!PLAIN_HOST.test(origin.host)) return null;
  const scheme = origin.protocol === "https" ? "wss" : "ws";
  return `${scheme}://${origin.host.toLowerCase()}${PUSH_CHANNEL_PATH}`;
}

/**
 * CSP of a server-rendered page: scripts only from our origin or carrying this response's nonce, no
 * plugins, no framing by other sites. Styles may be inline (React style attributes, the toast library's
 * injected sheet); a style cannot run code, so only scripts are locked to the nonce. The page may only
 * talk to its own origin: `'self'` and the push channel's WebSocket there, never `ws:`/`wss:` anywhere.
 */
export function documentCsp(nonce: string, origin: { protocol: string; host: string }): string {
  const pushChannel = pushChannelUrl(origin);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    pushChannel ? `connect-src 'self' ${pushChannel}` : "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Everything that is not a page (JSON, images, scripts) may not load or run anything, nor be framed. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh nonce for one rendered page. */
export const newNonce = () => randomBytes(16).toString("base64url");

/**
 * Security headers on every response. The page CSP needs a per-response nonce, so the renderer sets it;
 * any response that has none by the time it is sent gets the locked-down resource policy.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The game iframe and the API docs need same-origin embedding only.
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP, so it is safe to send it whenever we run in production.
    strictTransportSecurity: options.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", RESOURCE_CSP);
    return payload;
  });
}
