import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * CSP of a server-rendered page: scripts only from our origin or carrying this response's nonce, no
 * plugins, no framing by other sites. Styles may be inline (React style attributes, the toast library's
 * injected sheet); a style cannot run code, so only scripts are locked to the nonce.
 */
export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
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
