import { z } from "zod";
import { ERROR_CODES } from "./client/error-codes";
import { text } from "./text";

export * from "./client/error-codes";

export const ErrorCodeSchema = z.enum(ERROR_CODES);

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
