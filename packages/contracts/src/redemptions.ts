import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { toMinorUnits } from "./client/money";
import { defineEndpoint } from "./endpoint";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Redeeming winnings for cash (issue #14 item 6, decision 047). Only in SweepStakes mode, while the brand's
 * redemptions are active, for an identity-verified player where the jurisdiction allows it; only winnings
 * that have been played through (the ledger's playthrough batches) are redeemable; at least the brand's
 * minimum. The amount leaves the winnings balance at once (to the `redemptions` house account); an
 * operator holds, approves and pays it (sandbox payout) or rejects it; the player may cancel before
 * approval. A reject or cancel returns the exact amount by a reversing ledger transaction.
 */

export const REDEMPTION_STATUSES = [
  "requested",
  "held",
  "approved",
  "paid",
  "rejected",
  "cancelled",
] as const;
export const RedemptionStatusSchema = z.enum(REDEMPTION_STATUSES);
export type RedemptionStatus = z.infer<typeof RedemptionStatusSchema>;

/** How a redemption is paid out. Bank transfer (ACH) is the one method for now. */
export const REDEEM_METHODS = ["bank"] as const;
export const RedeemMethodSchema = z.enum(REDEEM_METHODS);
export type RedeemMethod = z.infer<typeof RedeemMethodSchema>;

/**
 * Why redeeming is closed to the player, the first that applies: not in SweepStakes mode, the brand's
 * redemptions switched off, identity not verified, the jurisdiction (where they are or live) refuses it.
 */
export const REDEEM_STATUS_REASONS = [
  "notSweepStakes",
  "inactive",
  "identityNotVerified",
  "jurisdiction",
] as const;
export const RedeemStatusReasonSchema = z.enum(REDEEM_STATUS_REASONS);
export type RedeemStatusReason = z.infer<typeof RedeemStatusReasonSchema>;

export const RedeemStatusSchema = z.object({
  isActive: z.boolean(),
  /** Null exactly when `isActive`. */
  reason: RedeemStatusReasonSchema.nullable(),
});
export type RedeemStatus = z.infer<typeof RedeemStatusSchema>;

/** A player's redemption request as they see it. Amounts are winnings in major units (12.5). */
export const RedemptionSchema = z.object({
  id: text(),
  amount: z.number(),
  status: RedemptionStatusSchema,
  method: RedeemMethodSchema,
  /** The bank account it is paid to, masked: only the last four digits are ever kept. */
  accountLast4: text(),
  /** The payout's reference once paid; null before. */
  payoutReference: text().nullable(),
  /** Why an operator rejected it; null otherwise. */
  rejectReason: text().nullable(),
  /** The player may still cancel it (requested or held). */
  isCancellable: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** How many of the player's latest requests the redeem page lists. */
export const REDEMPTIONS_RECENT_MAX = 20;

export const redeemEndpoint = defineEndpoint({
  id: "redeem",
  method: "GET",
  path: "/rest/cash/redeem/",
  summary:
    "The redeem page: whether the player may redeem now (`redeemStatus` with the first reason not), their winnings, how much of it is redeemable (winnings less the playthrough still outstanding, never below 0), the brand's minimum, the outstanding playthrough (entries still to be wagered), the payout methods and the player's latest requests, newest first. Amounts in major units.",
  tags: ["redemptions"],
  auth: "player",
  output: z.object({
    redeemStatus: RedeemStatusSchema,
    winnings: z.number(),
    redeemable: z.number(),
    minAmount: z.number(),
    outstandingPlaythrough: z.number(),
    methods: z.array(z.object({ id: RedeemMethodSchema, title: text() })),
    requests: z.array(RedemptionSchema).max(REDEMPTIONS_RECENT_MAX),
  }),
});

/** The most one request may ask for, in major units: far past any balance, below float trouble. */
export const REDEEM_AMOUNT_MAX = 1_000_000_000;

/** The bank account a redemption is paid to, as the player types it. Only the last four digits are kept. */
export const PayoutDetailsSchema = z
  .object({
    accountHolder: text().trim().min(1, "Enter the account holder's name.").max(120),
    routingNumber: text()
      .trim()
      .regex(/^\d{9}$/, "A routing number has 9 digits."),
    accountNumber: text()
      .trim()
      .regex(/^\d{4,17}$/, "An account number has 4 to 17 digits."),
  })
  .strict();
export type PayoutDetails = z.infer<typeof PayoutDetailsSchema>;

export const requestRedemptionEndpoint = defineEndpoint({
  id: "requestRedemption",
  method: "POST",
  path: "/rest/cash/redeem/",
  summary:
    "Requests a redemption of `amount` winnings (major units, at most 2 decimals) to a bank account. Checked at this moment: SweepStakes mode and the brand's redemptions active (REDEEM_UNAVAILABLE), identity verified (IDENTITY_NOT_VERIFIED), the jurisdiction (JURISDICTION_RESTRICTED), the brand's minimum (REDEEM_BELOW_MINIMUM) and the redeemable winnings (INSUFFICIENT_WITHDRAWAL; `details` carries `redeemable` and `winnings` as major-unit decimal strings, for the insufficient-withdrawal modal). The amount leaves the winnings balance at once. The same `requestKey` answers the same redemption (a double submit requests once). A self-excluded player may still redeem.",
  tags: ["redemptions"],
  auth: "player",
  body: z
    .object({
      amount: z.number().positive().max(REDEEM_AMOUNT_MAX),
      method: RedeemMethodSchema,
      requestKey: text().uuid(),
      payoutDetails: PayoutDetailsSchema,
    })
    .strict()
    .transform((body, ctx) => {
      try {
        return { ...body, amount: toMinorUnits(body.amount, "winnings") };
      } catch (error) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: (error as Error).message });
        return z.NEVER;
      }
    }),
  output: z.object({ redemption: RedemptionSchema }),
  errors: [
    "REDEEM_UNAVAILABLE",
    "IDENTITY_NOT_VERIFIED",
    "JURISDICTION_RESTRICTED",
    "REDEEM_BELOW_MINIMUM",
    "INSUFFICIENT_WITHDRAWAL",
  ],
});

export const cancelRedemptionEndpoint = defineEndpoint({
  id: "cancelRedemption",
  method: "POST",
  path: "/rest/cash/redeem/{id}/cancel/",
  summary:
    "Cancels the player's own redemption while it is requested or held: the exact amount returns to their winnings. Another player's id is REDEMPTION_NOT_FOUND; an approved, paid, rejected or cancelled one is REDEMPTION_STATE_CONFLICT and nothing changes.",
  tags: ["redemptions"],
  auth: "player",
  params: z.object({ id: text().uuid() }),
  output: z.object({ redemption: RedemptionSchema }),
  errors: ["REDEMPTION_NOT_FOUND", "REDEMPTION_STATE_CONFLICT"],
});

// ---- Back office (module cash) ----

/** Winnings in major units as an exact decimal string (`12.50`): never a float. */
const AmountText = text();

/** A redemption as operators see it: whose, how much, where to, and what became of it. */
export const RedemptionRecordSchema = z.object({
  id: text(),
  playerId: text(),
  playerEmail: text().nullable(),
  brandId: BrandIdSchema,
  amount: AmountText,
  status: RedemptionStatusSchema,
  method: RedeemMethodSchema,
  /** Masked: the holder, the bank's routing number and the account's last four digits. */
  payoutDetails: z.object({ accountHolder: text(), routingNumber: text(), accountLast4: text() }),
  payoutReference: text().nullable(),
  rejectReason: text().nullable(),
  /** The operator who took the last decision (hold, approve, pay, reject); null while untouched. */
  decidedBy: z.object({ id: text().nullable(), name: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type RedemptionRecord = z.infer<typeof RedemptionRecordSchema>;

/** One transition of a redemption, as recorded. */
export const RedemptionEventSchema = z.object({
  id: text(),
  fromStatus: RedemptionStatusSchema.nullable(),
  toStatus: RedemptionStatusSchema,
  /** Who made it: the player, or an operator by name. */
  actor: z.object({ kind: z.enum(["player", "operator"]), operatorId: text().nullable(), name: text() }),
  note: text().nullable(),
  createdAt: text(),
});
export type RedemptionEvent = z.infer<typeof RedemptionEventSchema>;

/** The request, its history and what an operator needs to know of the player to decide. */
export const RedemptionDetailSchema = z.object({
  redemption: RedemptionRecordSchema,
  events: z.array(RedemptionEventSchema),
  player: z.object({
    id: text(),
    email: text().nullable(),
    brandId: BrandIdSchema,
    isIdentityVerified: z.boolean(),
    /** Winnings balance now, redeemable part and outstanding playthrough (entries), major units. */
    winnings: AmountText,
    redeemable: AmountText,
    outstandingPlaythrough: AmountText,
  }),
});
export type RedemptionDetail = z.infer<typeof RedemptionDetailSchema>;

const RedemptionParams = z.object({ id: text().uuid() });
export const REDEMPTION_NOTE_MAX = 500;
const Note = text().trim().min(1).max(REDEMPTION_NOTE_MAX);

export const listRedemptionsEndpoint = defineBackofficeEndpoint({
  id: "listRedemptions",
  method: "GET",
  path: "/api/backoffice/redemptions/",
  summary:
    "The redemption queue: requests oldest first (the longest waiting on top), optionally by status and brand, a page at a time.",
  access: "cash:read",
  query: z.object({
    status: RedemptionStatusSchema.optional(),
    brandId: BrandIdSchema.optional(),
    ...backofficePageQuery,
  }),
  output: z.object({ redemptions: z.array(RedemptionRecordSchema), total: z.number().int() }),
});

export const redemptionDetailEndpoint = defineBackofficeEndpoint({
  id: "redemptionDetail",
  method: "GET",
  path: "/api/backoffice/redemptions/{id}/",
  summary:
    "One redemption with every transition and the player's summary (identity verified, winnings, redeemable, outstanding playthrough).",
  access: "cash:read",
  params: RedemptionParams,
  output: RedemptionDetailSchema,
  errors: ["REDEMPTION_NOT_FOUND"],
});

const transitionSummary = (what: string) =>
  `${what} Audited; every transition is a redemption event. A transition the state machine does not allow from the current status is REDEMPTION_STATE_CONFLICT and nothing changes.`;

export const holdRedemptionEndpoint = defineBackofficeEndpoint({
  id: "holdRedemption",
  method: "POST",
  path: "/api/backoffice/redemptions/{id}/hold/",
  summary: transitionSummary(
    "Puts a requested redemption on hold for review, with a note saying why. The amount stays held.",
  ),
  access: "cash:write",
  params: RedemptionParams,
  body: z.object({ note: Note }).strict(),
  output: RedemptionDetailSchema,
  errors: ["REDEMPTION_NOT_FOUND", "REDEMPTION_STATE_CONFLICT"],
});

export const approveRedemptionEndpoint = defineBackofficeEndpoint({
  id: "approveRedemption",
  method: "POST",
  path: "/api/backoffice/redemptions/{id}/approve/",
  summary: transitionSummary(
    "Approves a requested or held redemption (optional note); the player is told. The player can no longer cancel it.",
  ),
  access: "cash:write",
  params: RedemptionParams,
  body: z.object({ note: Note.optional() }).strict(),
  output: RedemptionDetailSchema,
  errors: ["REDEMPTION_NOT_FOUND", "REDEMPTION_STATE_CONFLICT"],
});

export const payRedemptionEndpoint = defineBackofficeEndpoint({
  id: "payRedemption",
  method: "POST",
  path: "/api/backoffice/redemptions/{id}/pay/",
  summary: transitionSummary(
    "Pays an approved redemption through the sandbox payout, which answers a payout reference; the player is told. The held amount stays in the `redemptions` house account: that posting is the money leaving the casino.",
  ),
  access: "cash:write",
  params: RedemptionParams,
  output: RedemptionDetailSchema,
  errors: ["REDEMPTION_NOT_FOUND", "REDEMPTION_STATE_CONFLICT"],
});

export const rejectRedemptionEndpoint = defineBackofficeEndpoint({
  id: "rejectRedemption",
  method: "POST",
  path: "/api/backoffice/redemptions/{id}/reject/",
  summary: transitionSummary(
    "Rejects a requested, held or approved redemption with a reason the player sees: the exact amount returns to their winnings by a reversing ledger transaction.",
  ),
  access: "cash:write",
  params: RedemptionParams,
  body: z.object({ reason: Note }).strict(),
  output: RedemptionDetailSchema,
  errors: ["REDEMPTION_NOT_FOUND", "REDEMPTION_STATE_CONFLICT"],
});

/** A brand's redeem rules as operators edit them. */
export const RedemptionSettingSchema = z.object({
  brandId: BrandIdSchema,
  isActive: z.boolean(),
  /** Winnings, major units (`50.00`). */
  minAmount: AmountText,
  /** How many times the entries that came with a purchase are wagered before winnings redeem (`1.00`, `3.00`). */
  purchasePlaythroughMultiplier: text(),
  updatedAt: text(),
});
export type RedemptionSetting = z.infer<typeof RedemptionSettingSchema>;

export const listRedemptionSettingsEndpoint = defineBackofficeEndpoint({
  id: "listRedemptionSettings",
  method: "GET",
  path: "/api/backoffice/redemptions/settings/",
  summary: "Every brand's redeem rules: active or not, the minimum, the purchase playthrough multiplier.",
  access: "cash:read",
  output: z.object({ settings: z.array(RedemptionSettingSchema) }),
});

export const updateRedemptionSettingEndpoint = defineBackofficeEndpoint({
  id: "updateRedemptionSetting",
  method: "POST",
  path: "/api/backoffice/redemptions/settings/{brandId}/",
  summary:
    "Sets a brand's redeem rules (audited): whether redeeming is open, the minimum (major units, e.g. 50.00) and the purchase playthrough multiplier (1 to 99.99; applies to purchases credited from now on). Requests already made keep their course.",
  access: "cash:write",
  params: z.object({ brandId: BrandIdSchema }),
  body: z
    .object({
      isActive: z.boolean(),
      minAmount: text()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter an amount such as 50 or 100.00."),
      purchasePlaythroughMultiplier: text()
        .trim()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, "Enter a multiplier such as 1 or 3."),
    })
    .strict()
    .transform((body, ctx) => {
      const minAmount = toMinorUnits(body.minAmount, "winnings");
      if (minAmount <= 0n) {
        ctx.addIssue({ code: "custom", path: ["minAmount"], message: "Enter more than zero." });
        return z.NEVER;
      }
      // Below 1 means a whole part of zero (the pattern allows two digits before the point).
      if (/^0+(\.\d*)?$/.test(body.purchasePlaythroughMultiplier)) {
        ctx.addIssue({ code: "custom", path: ["purchasePlaythroughMultiplier"], message: "At least 1." });
        return z.NEVER;
      }
      return { ...body, minAmount };
    }),
  output: RedemptionSettingSchema,
  errors: ["NOT_FOUND"],
});

// ---- Outbox topic and push event ----

/**
 * Outbox topic of a new request, written in its transaction (payload `{ redemptionId }`): the player's
 * tabs hear `redemption.updated`, and any later consumer (analytics, fraud checks) finds it there.
 */
export const REDEMPTION_REQUESTED = "redemption.requested";

/**
 * `redemption.updated`: one of the player's redemptions was requested or changed status (held, approved,
 * paid, rejected, cancelled). The redeem page refreshes its list; the balance itself arrives as
 * `balance.changed` (every ledger posting announces it).
 */
export const REDEMPTION_UPDATED = "redemption.updated";
export const RedemptionUpdatedEventSchema = z.object({ redemption: RedemptionSchema });
export type RedemptionUpdatedEvent = z.infer<typeof RedemptionUpdatedEventSchema>;
