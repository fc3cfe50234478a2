import type { Transport } from "@casino/contracts";
import { ApiError, parseRetryAfter } from "./api-error";

/** Tells the server the call comes from our own app (ARCHITECTURE D10: CSRF check on state changes). */
export const CLIENT_HEADER = { "x-casino-client": "web" } as const;

/**
 * The transport hands the client only status and body, so a 429's `Retry-After` header travels inside the
 * error envelope (`error.retryAfterSeconds`) unless the server already put it there.
 */
function withRetryAfter(json: unknown, header: string | null): unknown {
  const seconds = parseRetryAfter(header);
  const error = (json as { error?: Record<string, unknown> } | null)?.error;
  if (seconds === null || !error || typeof error !== "object" || "retryAfterSeconds" in error) return json;
  return { ...(json as object), error: { ...error, retryAfterSeconds: seconds } };
}

/**
 * Sends calls with the browser's fetch, same-origin cookies included. A FormData body (an upload) goes as
 * multipart/form-data, its boundary set by the browser; any other body as JSON.
 */
export const browserTransport: Transport = async ({ method, url, body, headers }) => {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...CLIENT_HEADER,
        ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError("NETWORK_ERROR", 0, "The server could not be reached. Check your connection.");
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.status === 429) json = withRetryAfter(json, response.headers.get("retry-after"));
  return { status: response.status, json };
};
