import { type ErrorCode, ErrorEnvelopeSchema } from "@casino/contracts";

/** A failed API call: the server's stable error code, or NETWORK_ERROR / BAD_RESPONSE from the client. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | "NETWORK_ERROR" | "BAD_RESPONSE",
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  static fromResponse(status: number, json: unknown): ApiError {
    const envelope = ErrorEnvelopeSchema.safeParse(json);
    if (envelope.success) return new ApiError(envelope.data.error.code, status, envelope.data.error.message);
    return new ApiError("BAD_RESPONSE", status, `Unexpected answer (HTTP ${status}).`);
  }
}
