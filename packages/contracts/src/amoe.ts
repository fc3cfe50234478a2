import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { toMinorUnits } from "./client/money";
import { defineEndpoint } from "./endpoint";
import { backofficePageQuery, defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Free entries by mail, the sweepstakes' alternative method of entry (issue #13 item 5, decision 042). A
 * player asks for a request code on the sweepstakes rules page and writes it on the card they mail; an
 * operator records the letter against the code in the back office and the brand's entries per request
 * are posted from the `amoe` house account, once per code, within the brand's cap per period.
 */

export const AMOE_STATUSES = ["issued", "credited", "rejected"] as const;
export const AmoeStatusSchema = z.enum(AMOE_STATUSES);
export type AmoeStatus = z.infer<typeof AmoeStatusSchema>;

/**
 * A request code as a person types it: case, spaces and dashes do not matter (the server normalises it);
 * anything past this length cannot be a code and is refused as input.
 */
export const AmoeCodeInputSchema = text().trim().min(1, "Enter the request code.").max(40);

/** Entries in major units as an exact decimal string (`5.00`): never a float. */
const EntriesText = text();

/** What a player needs to send a request, per brand. */
export const AmoeInstructionsSchema = z.object({
  /** The postal address, one line per array item, as it goes on the envelope. */
  mailingAddress: z.array(text()),
  entriesPerRequest: EntriesText,
  /** At most this many requests are credited to a player per `periodDays` (a rolling window). */
  maxCreditsPerPeriod: z.number().int().positive(),
  periodDays: z.number().int().positive(),
  /** Free and paid entries have equal odds: always true, stated so the page can never say otherwise. */
  isEqualOdds: z.literal(true),
});
export type AmoeInstructions = z.infer<typeof AmoeInstructionsSchema>;

/** One of the player's request codes, as they see it. */
export const AmoePlayerRequestSchema = z.object({
  /** `XXXXX-XXXXX`, as it is to be written on the card. */
  code: text(),
  status: AmoeStatusSchema,
  /** Entries credited; null until credited. */
  entries: EntriesText.nullable(),
  requestedAt: text(),
  /** When the letter was recorded (credited or rejected); null while the code is outstanding. */
  receivedAt: text().nullable(),
  rejectReason: text().nullable(),
});
export type AmoePlayerRequest = z.infer<typeof AmoePlayerRequestSchema>;

export const AMOE_HISTORY_MAX = 20;

export const amoeEndpoint = defineEndpoint({
  id: "amoe",
  method: "GET",
  path: "/rest/amoe/",
  summary:
    "Free entries by mail: the brand's instructions (mailing address, entries per request, the cap per period, equal odds) for everyone, and for a signed-in player their latest request codes with their status (null for a guest).",
  tags: ["amoe"],
  output: z.object({
    instructions: AmoeInstructionsSchema,
    requests: z.array(AmoePlayerRequestSchema).max(AMOE_HISTORY_MAX).nullable(),
  }),
});

export const requestAmoeCodeEndpoint = defineEndpoint({
  id: "requestAmoeCode",
  method: "POST",
  path: "/rest/amoe/request/",
  summary:
    "Issues the signed-in player a mail-in request code. A player whose code is still outstanding (issued, no letter recorded yet) gets that same code back (`isNew` false) rather than another. Refused where the player's jurisdiction does not allow free entries by mail (JURISDICTION_RESTRICTED) and while the player is cooled off or self-excluded (PLAY_BLOCKED).",
  tags: ["amoe"],
  auth: "player",
  output: z.object({ request: AmoePlayerRequestSchema, isNew: z.boolean() }),
  errors: ["JURISDICTION_RESTRICTED", "PLAY_BLOCKED"],
});

// ---- Back office (module compliance) ----

/** A request as operators see it: whose it is and what became of it. */
export const AmoeRequestRecordSchema = AmoePlayerRequestSchema.extend({
  id: text(),
  playerId: text(),
  /** The player's e-mail, to match against the letter; null if the account has none. */
  playerEmail: text().nullable(),
  brandId: BrandIdSchema,
  recordedBy: z.object({ id: text().nullable(), name: text() }).nullable(),
});
export type AmoeRequestRecord = z.infer<typeof AmoeRequestRecordSchema>;

const CodeParams = z.object({ code: AmoeCodeInputSchema });

export const lookUpAmoeRequestEndpoint = defineBackofficeEndpoint({
  id: "lookUpAmoeRequest",
  method: "GET",
  path: "/api/backoffice/amoe/requests/{code}/",
  summary:
    "The request behind a code as written on a letter (case, spaces and dashes do not matter), with its player and status.",
  access: "compliance:read",
  params: CodeParams,
  output: AmoeRequestRecordSchema,
  errors: ["AMOE_CODE_NOT_FOUND"],
});

export const recordAmoeRequestEndpoint = defineBackofficeEndpoint({
  id: "recordAmoeRequest",
  method: "POST",
  path: "/api/backoffice/amoe/requests/{code}/record/",
  summary:
    "Records a received letter against its code and credits the brand's entries per request to the player, as one ledger transaction from the amoe house account (key `amoe:<code>`), with the status change, in one transaction (audited). A code recorded or rejected before is AMOE_ALREADY_RECORDED and nothing moves. A player who already had the brand's maximum credited within the last period is AMOE_CAP_REACHED and nothing changes: the letter can be rejected, or recorded once the period has passed.",
  access: "compliance:write",
  params: CodeParams,
  output: AmoeRequestRecordSchema,
  errors: ["AMOE_CODE_NOT_FOUND", "AMOE_ALREADY_RECORDED", "AMOE_CAP_REACHED", "JURISDICTION_RESTRICTED"],
});

export const AMOE_REJECT_REASON_MAX = 500;

export const rejectAmoeRequestEndpoint = defineBackofficeEndpoint({
  id: "rejectAmoeRequest",
  method: "POST",
  path: "/api/backoffice/amoe/requests/{code}/reject/",
  summary:
    "Rejects the letter recorded against a code (not hand-written, incomplete, not the account holder's…) with a reason the player sees; nothing is credited (audited). A code recorded or rejected before is AMOE_ALREADY_RECORDED.",
  access: "compliance:write",
  params: CodeParams,
  body: z.object({ reason: text().trim().min(1).max(AMOE_REJECT_REASON_MAX) }).strict(),
  output: AmoeRequestRecordSchema,
  errors: ["AMOE_CODE_NOT_FOUND", "AMOE_ALREADY_RECORDED"],
});

export const listAmoeRequestsEndpoint = defineBackofficeEndpoint({
  id: "listAmoeRequests",
  method: "GET",
  path: "/api/backoffice/amoe/requests/",
  summary: "Request codes, newest first, optionally by status and brand.",
  access: "compliance:read",
  query: z.object({
    status: AmoeStatusSchema.optional(),
    brandId: BrandIdSchema.optional(),
    ...backofficePageQuery,
  }),
  output: z.object({ requests: z.array(AmoeRequestRecordSchema), total: z.number().int() }),
});

/** A brand's free-entries settings as operators edit them. */
export const AmoeSettingSchema = z.object({
  brandId: BrandIdSchema,
  entriesPerRequest: EntriesText,
  maxCreditsPerPeriod: z.number().int().positive(),
  periodDays: z.number().int().positive(),
  /** Lines separated by newlines. */
  mailingAddress: text(),
  updatedAt: text(),
});
export type AmoeSetting = z.infer<typeof AmoeSettingSchema>;

export const listAmoeSettingsEndpoint = defineBackofficeEndpoint({
  id: "listAmoeSettings",
  method: "GET",
  path: "/api/backoffice/amoe/settings/",
  summary: "Every brand's free-entries settings.",
  access: "compliance:read",
  output: z.object({ settings: z.array(AmoeSettingSchema) }),
});

export const AMOE_ADDRESS_MAX = 500;

export const updateAmoeSettingEndpoint = defineBackofficeEndpoint({
  id: "updateAmoeSetting",
  method: "POST",
  path: "/api/backoffice/amoe/settings/{brandId}/",
  summary:
    "Sets a brand's entries per request (major units, e.g. 5.00), its cap (credited requests per period of days) and its mailing address (audited). Applies to letters recorded from now on.",
  access: "compliance:write",
  params: z.object({ brandId: BrandIdSchema }),
  body: z
    .object({
      entriesPerRequest: text()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter an amount such as 5 or 2.50."),
      maxCreditsPerPeriod: z.number().int().min(1).max(1000),
      periodDays: z.number().int().min(1).max(366),
      mailingAddress: text().trim().min(1).max(AMOE_ADDRESS_MAX),
    })
    .strict()
    .transform((body, ctx) => {
      const minor = toMinorUnits(body.entriesPerRequest, "entries");
      if (minor <= 0n) {
        ctx.addIssue({ code: "custom", path: ["entriesPerRequest"], message: "Enter more than zero." });
        return z.NEVER;
      }
      return { ...body, entriesPerRequest: minor };
    }),
  output: AmoeSettingSchema,
  errors: ["NOT_FOUND"],
});

// ---- Push event, on the player's own channel ----

/**
 * `amoe.credited`: a letter of the player's was recorded and its entries posted. The balance itself
 * arrives as `balance.changed` (every ledger posting announces it); this one lets the rules page show the
 * code as credited.
 */
export const AMOE_CREDITED = "amoe.credited";
export const AmoeCreditedEventSchema = z.object({ request: AmoePlayerRequestSchema });
export type AmoeCreditedEvent = z.infer<typeof AmoeCreditedEventSchema>;
