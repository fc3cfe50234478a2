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
