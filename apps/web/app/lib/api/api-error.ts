import { type ErrorCode, ErrorEnvelopeSchema } from "@casino/contracts";

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
    const envelope = ErrorEnvelopeSchema.safeParse(json);
    if (!envelope.success) return new ApiError("BAD_RESPONSE", status, `Unexpected answer (HTTP ${status}).`);
    const { code, message, details } = envelope.data.error;
    return new ApiError(code, status, message, details ?? [], readRetryAfter(json));
  }
}

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
