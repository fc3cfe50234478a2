import type { ErrorCode, ErrorEnvelope } from "@casino/contracts";

/** An error the client is meant to see: stable code, HTTP status, human message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Seconds a client is told to wait (Retry-After) before trying an unavailable server again. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 SERVICE_UNAVAILABLE: nothing is wrong with the request; the same one may succeed after Retry-After. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
  ) {
    super("SERVICE_UNAVAILABLE", 503, message);
  }
}

export const databaseUnavailable = () => new ServiceUnavailableError("The database is not reachable.");

export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);

export function toEnvelope(error: AppError, requestId?: string): ErrorEnvelope {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(requestId ? { requestId } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** The process cannot start for a reason its message tells in full: printed alone, without a stack. */
export class StartupError extends Error {
  override name = "StartupError";
}
