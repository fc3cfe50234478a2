import { z } from "zod";
import { CURRENCY_SCALE, type Currency, toMinorUnits } from "./client/money";
import { CurrencySchema } from "./money";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Manual balance adjustments (issue #11): an operator adds to or takes from a player's balance with a
 * reason, as one ledger transaction against the `adjustments` house account. Above the brand's threshold
 * for the currency a second operator approves (four eyes); the requester never decides their own.
 */
export const AdjustmentStatusSchema = z.enum(["PENDING", "POSTED", "REJECTED"]);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatusSchema>;

export const BalanceAdjustmentSchema = z.object({
  id: text(),
  playerId: text(),
  currency: CurrencySchema,
  /** Signed, in major units as an exact decimal string (`-12.50`, `300`). */
  amount: text(),
  reason: text(),
  status: AdjustmentStatusSchema,
  requestedBy: z.object({ id: text(), name: text() }),
  requestedAt: text(),
  decidedBy: z.object({ id: text(), name: text() }).nullable(),
  decidedAt: text().nullable(),
  /** The ledger transaction that moved the money, once POSTED. */
  ledgerTransactionId: text().nullable(),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustmentSchema>;

/** Minor units → the signed decimal string of major units (`-1250n` entries → `-12.50`): exact, no float. */
export function toMajorString(minor: bigint, currency: Currency): string {
  const scale = CURRENCY_SCALE[currency];
  if (scale === 0) return minor.toString();
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const divisor = 10n ** BigInt(scale);
  const text = `${abs / divisor}.${(abs % divisor).toString().padStart(scale, "0")}`;
  return negative ? `-${text}` : text;
}

const AdjustmentParams = z.object({ id: text().uuid() });

export const requestAdjustmentEndpoint = defineBackofficeEndpoint({
  id: "requestAdjustment",
  method: "POST",
  path: "/api/backoffice/players/{id}/adjustments/",
  summary:
    "Adjusts a player's balance by a signed amount in major units, with a reason. Up to the brand's threshold for the currency it is posted at once (POSTED); above it, it waits for another operator (PENDING). Taking more than the player holds is refused (INSUFFICIENT_FUNDS).",
  access: "adjustments:write",
  params: AdjustmentParams,
  body: z
    .object({
      currency: CurrencySchema,
      amount: text()
        .trim()
        .regex(/^-?\d{1,15}(\.\d{1,2})?$/, "Enter a signed amount such as 25 or -12.50."),
      reason: text().trim().min(1).max(500),
    })
    .strict()
    .transform((body, ctx) => {
      let minor: bigint;
      try {
        minor = toMinorUnits(body.amount, body.currency);
      } catch (error) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: (error as Error).message });
        return z.NEVER;
      }
      if (minor === 0n) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "An adjustment cannot be zero." });
        return z.NEVER;
      }
      return { currency: body.currency, amount: minor, reason: body.reason };
    }),
  output: BalanceAdjustmentSchema,
  errors: ["NOT_FOUND", "INSUFFICIENT_FUNDS"],
});

export const listAdjustmentsEndpoint = defineBackofficeEndpoint({
  id: "listAdjustments",
  method: "GET",
  path: "/api/backoffice/adjustments/",
  summary:
    "Balance adjustments, newest first, optionally by status (PENDING: those awaiting a second operator) or player.",
  access: "adjustments:read",
  query: z.object({
    status: AdjustmentStatusSchema.optional(),
    playerId: text().uuid().optional(),
    ...backofficePageQuery,
  }),
  output: z.object({ adjustments: z.array(BalanceAdjustmentSchema), total: z.number().int() }),
});

export const approveAdjustmentEndpoint = defineBackofficeEndpoint({
  id: "approveAdjustment",
  method: "POST",
  path: "/api/backoffice/adjustments/{id}/approve/",
  summary:
    "A second operator approves a pending adjustment: it is posted to the ledger in the same transaction. Never the requester's own (403 FORBIDDEN); a decided one cannot be decided again (409 CONFLICT).",
  access: "adjustments:write",
  params: AdjustmentParams,
  output: BalanceAdjustmentSchema,
  errors: ["NOT_FOUND", "CONFLICT", "INSUFFICIENT_FUNDS"],
});

export const rejectAdjustmentEndpoint = defineBackofficeEndpoint({
  id: "rejectAdjustment",
  method: "POST",
  path: "/api/backoffice/adjustments/{id}/reject/",
  summary:
    "A second operator rejects a pending adjustment; nothing moves. Never the requester's own (403 FORBIDDEN); a decided one cannot be decided again (409 CONFLICT).",
  access: "adjustments:write",
  params: AdjustmentParams,
  output: BalanceAdjustmentSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});
