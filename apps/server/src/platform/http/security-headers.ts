import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

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
 * How a document's own inline scripts are allowed: by this response's nonce, or, for a document sent
 * unchanged to many (a kept guest page), by the hashes of exactly those scripts.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * CSP of a server-rendered page: scripts only from our origin or allowed inline ones, no
 * plugins, no framing by other sites. Styles may be inline (React style attributes, the toast library's
 * injected sheet); a style cannot run code, so only scripts are locked to the nonce. The page may only
 * talk to its own origin: `'self'` and the push channel's WebSocket there, never `ws:`/`wss:` anywhere.
 */
export function documentCsp(inline: InlineScripts, origin: { protocol: string; host: string }): string {
  const pushChannel = pushChannelUrl(origin);
  const inlineSources = "nonce" in inline ? `'nonce-${inline.nonce}'` : inline.hashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineSources}`.trimEnd(),
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

/**
 * The web push service worker (`/sw.js`) runs under its script's own CSP: like any resource it may load
 * nothing, except the site's own images (the notification's icon).
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh nonce for one rendered page. */
export const newNonce = () => randomBytes(16).toString("base64url");

/**
 * The headers helmet sets with these options. They never vary per request, so they are computed once
 * here instead of by helmet's dozen middlewares on every response (measured on /healthz, issue #10).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Headers that only mean something on a document a browser renders: process isolation, the legacy XSS
 * auditor, DNS prefetching, downloads opened in place, Flash and PDF cross-domain policies. JSON, images
 * and scripts go without them (cf. OWASP's REST security headers), which also keeps each API answer short.
 */
const DOCUMENT_ONLY = new Set([
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]);

export interface SecurityHeaders {
  /** Set on every response as the request arrives (request-start.ts), the locked-down resource CSP included. */
  everyResponse: Record<string, string>;
  /** Added by the renderer to a document, beside its own CSP. */
  documentOnly: Record<string, string>;
}

/** Helmet's choice of headers for these settings, split between every response and documents only. */
export function securityHeaders(options: { isProduction: boolean }): SecurityHeaders {
  const all = helmetHeaders({
    contentSecurityPolicy: false,
    // The game iframe and the API docs need same-origin embedding only.
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP, so it is safe to send it whenever we run in production.
    strictTransportSecurity: options.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  const headers: SecurityHeaders = {
    everyResponse: { "content-security-policy": RESOURCE_CSP },
    documentOnly: {},
  };
  for (const [name, value] of Object.entries(all)) {
    if (DOCUMENT_ONLY.has(name)) headers.documentOnly[name] = value;
    else headers.everyResponse[name] = value;
  }
  return headers;
}
