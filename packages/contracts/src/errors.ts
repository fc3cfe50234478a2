import { z } from "zod";
import { text } from "./text";

/** Stable error codes; clients branch on these, never on messages. */
export const ErrorCodeSchema = z.enum([
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "ROUTE_NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CSRF_REJECTED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "LOCALE_NOT_FOUND",
  "PAGE_NOT_FOUND",
  "BUILD_NOT_FOUND",
  "SERVICE_UNAVAILABLE",
  "CONFLICT",
  "CAPTCHA_FAILED",
  "INVALID_CREDENTIALS",
  "ACCOUNT_LOCKED",
  "TOKEN_INVALID",
  "INSUFFICIENT_FUNDS",
  "DUPLICATE_TRANSACTION",
  "REFERRAL_CODE_NOT_FOUND",
  "UNDERAGE",
  "ZIP_STATE_MISMATCH",
  "GAME_NOT_FOUND",
  "NO_REAL_FUNDS",
  "INVALID_SIGNATURE",
  "SESSION_EXPIRED",
  "SIGNATURE_EXPIRED",
  "BET_NOT_FOUND",
  "BET_ALREADY_SETTLED",
  "BET_ROLLED_BACK",
  "ROUND_CLOSED",
  "MAX_BET_EXCEEDED",
  "STAKE_NOT_ALLOWED",
  "REWARD_NOT_READY",
  "INTERNAL_ERROR",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** ARCHITECTURE D6: every error answer has this shape. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCodeSchema,
    message: text(),
    requestId: text().optional(),
    details: z.array(z.object({ path: text(), message: text() })).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
