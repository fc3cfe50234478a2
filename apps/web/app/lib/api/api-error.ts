import type { ErrorCode } from "@casino/contracts/client";

/** A field the server refused, as the error envelope's `details` name it (`path` is the field name). */
export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed API call: the server's stable error code, or NETWORK_ERROR / BAD_RESPONSE from the client. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | "NETWORK_ERROR" | "BAD_RESPONSE",
    readonly status: number,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
    /** When a RATE_LIMITED answer says how long to wait (its `Retry-After`), in whole seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  static fromResponse(status: number, json: unknown): ApiError {
    const error = errorOfEnvelope(json);
    if (!error) return new ApiError("BAD_RESPONSE", status, `Unexpected answer (HTTP ${status}).`);
    return new ApiError(error.code, status, error.message, error.details ?? [], readRetryAfter(json));
  }
}

/**
 * The shape of every error code (D6). Not the list itself: it is long, every page would download it, and
 * a server deployed ahead of this page may answer with a code the page does not know yet, whose message
 * is still the best thing to show.
 */
const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * The `error` of an envelope of ARCHITECTURE D6 (`ErrorEnvelopeSchema`), checked by hand: the API client
 * loads no schema (decision 022), and an answer that is not an envelope must not pass for one.
 */
function errorOfEnvelope(
  json: unknown,
): { code: ErrorCode; message: string; details?: ApiErrorDetail[] } | null {
  if (typeof json !== "object" || json === null || (json as { success?: unknown }).success !== false)
    return null;
  const error = (json as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (typeof code !== "string" || !ERROR_CODE_SHAPE.test(code) || typeof message !== "string") return null;
  if (details === undefined) return { code: code as ErrorCode, message };
  if (!Array.isArray(details) || !details.every(isDetail)) return null;
  return { code: code as ErrorCode, message, details };
}

const isDetail = (value: unknown): value is ApiErrorDetail =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { path?: unknown }).path === "string" &&
  typeof (value as { message?: unknown }).message === "string";

/** `error.retryAfterSeconds` of the envelope, put there by the server or by the browser transport. */
function readRetryAfter(json: unknown): number | null {
  const error = (json as { error?: { retryAfterSeconds?: unknown } } | null)?.error;
  const value = error?.retryAfterSeconds;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
}

/** Reads an HTTP `Retry-After` value (seconds or an HTTP date) as whole seconds from `now`. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
