import type { FastifyRequest } from "fastify";

/** What a secret is replaced with in logs. */
export const REDACTED = "[redacted]";

/**
 * Query parameters whose value is a secret, compared without case: the reset and game-session `token`,
 * the email confirmation `confirmToken`, one-time `code`s, and any session id or signature sent in a URL.
 * The one list the access log and the caching rules read.
 */
const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "token",
  "confirmtoken",
  "code",
  "sid",
  "password",
  "signature",
  "access_token",
]);

/** Headers that carry credentials, both ways. */
const SECRET_HEADERS = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-signature"];

function paramName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** Whether the URL's query carries a secret. */
export function hasSecretQueryParam(url: string): boolean {
  const at = url.indexOf("?");
  return (
    at >= 0 &&
    url
      .slice(at + 1)
      .split("&")
      .some((pair) => SECRET_QUERY_PARAMS.has(paramName(pair)))
  );
}

/**
 * A parameter's value that is itself a URL (the web app reports the page it is on, e.g.
 * `?page=%2Fgames%2Fx%2F%3Ftoken%3D…`) gets its own secrets masked.
 */
function redactValue(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
  if (!decoded.includes("?")) return value;
  const redacted = redactUrl(decoded);
  return redacted === decoded ? value : encodeURIComponent(redacted);
}

/** The URL with the value of every secret query parameter replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      if (SECRET_QUERY_PARAMS.has(paramName(pair))) return `${name}=${REDACTED}`;
      return rest.length ? `${name}=${redactValue(rest.join("="))}` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request serializer with the URL's secrets masked; headers are never logged. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const REDACT_PATHS = SECRET_HEADERS.flatMap((header) =>
  ["req.headers", "res.headers", "headers", "request.headers", "reply.headers"].map(
    (object) => `${object}["${header}"]`,
  ),
);

/**
 * pino options of the server's log: secrets in URLs masked by the request serializer, and credential
 * headers censored wherever a log line carries headers (a future `log.info({ headers })` included).
 */
export function redactingLoggerOptions() {
  return {
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
  };
}
