import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../errors";
import type { SecurityHeaders } from "./security-headers";

/** Where the operators' app lives (decision 033); the player app's SSR never answers under it. */
export const BACKOFFICE_PATH = "/backoffice";
const ASSETS_PREFIX = `${BACKOFFICE_PATH}/assets/`;

/**
 * CSP of the back office's document: its own hashed scripts and sheets only (the Vite build needs no inline
 * script or style), images from itself or `data:` (the enrolment's QR code), calls to its own origin, never
 * framed. Stricter than the player pages' (no nonce, no inline styles, no WebSocket).
 */
export const BACKOFFICE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Serves the back office's single-page app from the same process as the player site: its hashed assets
 * under `/backoffice/assets/`, precompressed by the build and cached for good, and its `index.html` for
 * `/backoffice` and every deep link under it, never cached, with the CSP above. Without a build, those
 * paths answer 503 with a word on how to make one, and still never fall through to the player's pages.
 */
export async function installBackofficeApp(
  app: FastifyInstance,
  options: { buildDir: string; securityHeaders: SecurityHeaders },
) {
  const root = resolve(options.buildDir);
  const indexFile = join(root, "index.html");
  const index = existsSync(indexFile) ? readFileSync(indexFile) : null;

  if (index) {
    await app.register(fastifyStatic, {
      root: join(root, "assets"),
      prefix: ASSETS_PREFIX,
      // The player app's registration (ssr.ts) owns `reply.sendFile`.
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(assetReply) {
        assetReply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!index) {
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        503,
        `The back office is not built (no ${indexFile}). Run "npm run build" first.`,
      );
    }
    return reply
      .headers(options.securityHeaders.documentOnly)
      .header("content-security-policy", BACKOFFICE_CSP)
      .header("x-frame-options", "DENY")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(index);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: BACKOFFICE_PATH,
    handler: (_request, reply) => sendIndex(reply),
  });
  app.route({
    method: ["GET", "HEAD"],
    url: `${BACKOFFICE_PATH}/*`,
    handler: (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      // A missing script or sheet is a 404, never the document: a stale tab must not parse HTML as code.
      if (pathname.startsWith(ASSETS_PREFIX)) {
        throw new AppError("ROUTE_NOT_FOUND", 404, `No asset ${pathname}`);
      }
      return sendIndex(reply);
    },
  });
}
