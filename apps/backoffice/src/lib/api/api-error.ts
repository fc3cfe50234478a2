import { ERROR_CODES, type ErrorCode } from "@casino/contracts/client";

export interface ApiErrorDetail {
  path: string;
  message: string;
}

export type ApiErrorCode = ErrorCode | "NETWORK_ERROR" | "BAD_RESPONSE";

/** A failed back-office call: the envelope's stable code and message, or NETWORK_ERROR / BAD_RESPONSE. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The operator's session ended (idle timeout, signed out elsewhere, disabled): back to sign-in. */
  get isSessionEnded() {
    return this.status === 401;
  }

  static fromResponse(status: number, json: unknown): ApiError {
    const error = (json as { success?: unknown; error?: unknown } | null)?.error as
      | { code?: unknown; message?: unknown; details?: unknown }
      | undefined;
    const isEnvelope =
      (json as { success?: unknown } | null)?.success === false &&
      typeof error?.code === "string" &&
      KNOWN_CODES.has(error.code) &&
      typeof error.message === "string";
    if (!isEnvelope) return new ApiError("BAD_RESPONSE", status, `Unexpected answer (HTTP ${status}).`);
    const details = Array.isArray(error.details) ? error.details.filter(isDetail) : [];
    return new ApiError(error.code as ErrorCode, status, error.message as string, details);
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

const isDetail = (value: unknown): value is ApiErrorDetail =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { path?: unknown }).path === "string" &&
  typeof (value as { message?: unknown }).message === "string";

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
