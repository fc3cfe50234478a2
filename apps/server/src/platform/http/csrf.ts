import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

/** Header the web client sends on every call; a cross-site form cannot set it. */
export const CLIENT_HEADER = "x-casino-client";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's own origin, as the browser that loaded our page would write it in `Origin`. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    // request.protocol and request.host honour X-Forwarded-Proto/-Host only from trusted proxies (TRUST_PROXY).
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    // Opaque origins ("null", data:, file:) serialise as "null" and match nothing.
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * ARCHITECTURE D10: a state-changing request must come from our own origin. Browsers send `Origin` on
 * cross-site POSTs, so anything but our exact origin (scheme, host and port) is refused: the request's
 * own, or the brand's configured public origin (behind a TLS-terminating proxy the server sees http while
 * the page is https). Without `Origin` the client header must be present. Provider callbacks are
 * server-to-server and signed, so they are exempt by prefix.
 */
export const csrfProtection = fp(
  async (
    app: FastifyInstance,
    options: {
      exemptPrefixes: readonly string[];
      publicOrigins: ReadonlyMap<string, string>;
    },
  ) => {
    const rejection = (request: FastifyRequest): AppError | null => {
      if (SAFE_METHODS.has(request.method)) return null;
      if (options.exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return null;
      const origin = request.headers.origin;
      if (origin) {
        const claimed = originOf(origin);
        if (!claimed) return new AppError("CSRF_REJECTED", 403, "The request origin is not valid.");
        if (claimed !== ownOrigin(request) && claimed !== options.publicOrigins.get(request.brand.id)) {
          return new AppError("CSRF_REJECTED", 403, "Cross-site requests are not allowed.");
        }
        return null;
      }
      if (!request.headers[CLIENT_HEADER]) {
        return new AppError("CSRF_REJECTED", 403, `Send the ${CLIENT_HEADER} header with this request.`);
      }
      return null;
    };
    app.addHook("onRequest", (request, _reply, done) => {
      const error = rejection(request);
      if (error) done(error);
      else done();
    });
  },
  { name: "csrf", dependencies: ["request-context"] },
);
