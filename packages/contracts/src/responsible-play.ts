import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { PlayCurrencySchema } from "./money";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Responsible play (issue #13, items 1 and 7): the reality check, purchase limits per day, week and month,
 * cool-off and self-exclusion chosen by the player, and restrictions imposed by operators. Every change is
 * kept in an append-only history; the server enforces the blocks on play, purchases and prize claims.
 */

export const PURCHASE_LIMIT_PERIODS = ["day", "week", "month"] as const;
export const PurchaseLimitPeriodSchema = z.enum(PURCHASE_LIMIT_PERIODS);
export type PurchaseLimitPeriod = z.infer<typeof PurchaseLimitPeriodSchema>;

export const PLAY_BLOCK_KINDS = ["cool_off", "self_exclusion", "operator"] as const;
export const PlayBlockKindSchema = z.enum(PLAY_BLOCK_KINDS);
export type PlayBlockKind = z.infer<typeof PlayBlockKindSchema>;

/** The longest reality-check interval: once a day. 0 disables it. */
export const REALITY_CHECK_MAX_MINUTES = 24 * 60;
/** A cool-off of a number of days runs up to six weeks (issue #13). */
export const COOL_OFF_MAX_DAYS = 42;
export const COOL_OFF_DURATIONS = ["24h", "1w", "1m"] as const;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 120;

/** Minor units (cents) of a purchase limit as a decimal string: `"2500"` is $25.00. */
export const LimitCentsSchema = text().regex(/^[1-9]\d{0,14}$/, "Enter an amount in cents, such as 2500.");

export const PendingLimitChangeSchema = z.object({
  /** The amount asked for; null when the change removes the limit. */
  amountCents: text().nullable(),
  /** ISO 8601. */
  requestedAt: text(),
  /** When the player may confirm it (24 hours after the request). */
  confirmableAt: text(),
  isConfirmable: z.boolean(),
});

export const PurchaseLimitSchema = z.object({
  period: PurchaseLimitPeriodSchema,
  /** The limit in force, cents; null when none. */
  amountCents: text().nullable(),
  pending: PendingLimitChangeSchema.nullable(),
});
export type PurchaseLimit = z.infer<typeof PurchaseLimitSchema>;

export const PlayBlockSchema = z.object({
  id: text(),
  kind: PlayBlockKindSchema,
  startsAt: text(),
  /** Null: until an operator lifts it (operator restrictions only). */
  endsAt: text().nullable(),
});
export type PlayBlock = z.infer<typeof PlayBlockSchema>;

export const ResponsiblePlayEventSchema = z.object({
  id: text(),
  /** `reality_check_set`, `limit_decreased`, `limit_increase_requested`, `cool_off_started`, … */
  kind: text(),
  details: z.record(text(), z.unknown()),
  actor: z.enum(["player", "operator", "system"]),
  occurredAt: text(),
});
export type ResponsiblePlayEvent = z.infer<typeof ResponsiblePlayEventSchema>;

export const ResponsiblePlaySettingsSchema = z.object({
  realityCheckMinutes: z.number().int().nonnegative(),
  /** Always the three periods, day, week and month, in that order. */
  limits: z.array(PurchaseLimitSchema),
  /** The block in force now (the one that ends last); null when the player may play. */
  block: PlayBlockSchema.nullable(),
  /** The player's changes, newest first. */
  history: z.array(ResponsiblePlayEventSchema),
});
export type ResponsiblePlaySettings = z.infer<typeof ResponsiblePlaySettingsSchema>;

const TAGS = ["responsible-play"];

export const responsiblePlaySettingsEndpoint = defineEndpoint({
  id: "responsiblePlaySettings",
  method: "GET",
  path: "/rest/responsible-play/",
  summary:
    "The signed-in player's responsible-play settings: reality-check interval, purchase limits with any pending increase and when it becomes confirmable, the block in force, and the history of changes.",
  tags: TAGS,
  auth: "player",
  output: ResponsiblePlaySettingsSchema,
});

export const setRealityCheckEndpoint = defineEndpoint({
  id: "setRealityCheck",
  method: "POST",
  path: "/rest/responsible-play/reality-check/",
  summary:
    "Sets the reality-check interval in minutes (0 disables it); the same value as profile.responsiblePlay.activityReminderValue.",
  tags: TAGS,
  auth: "player",
  body: z.object({ minutes: z.number().int().min(0).max(REALITY_CHECK_MAX_MINUTES) }).strict(),
  output: ResponsiblePlaySettingsSchema,
});

export const setPurchaseLimitEndpoint = defineEndpoint({
  id: "setPurchaseLimit",
  method: "POST",
  path: "/rest/responsible-play/limits/",
  summary:
    "Sets the purchase limit of a period (cents as a decimal string), or removes it (null). A first limit or a decrease applies at once; an increase or a removal waits 24 hours and then needs the player's confirmation.",
  tags: TAGS,
  auth: "player",
  body: z.object({ period: PurchaseLimitPeriodSchema, amountCents: LimitCentsSchema.nullable() }).strict(),
  output: ResponsiblePlaySettingsSchema,
});

const PeriodParams = z.object({ period: PurchaseLimitPeriodSchema });

export const confirmPurchaseLimitEndpoint = defineEndpoint({
  id: "confirmPurchaseLimit",
  method: "POST",
  path: "/rest/responsible-play/limits/{period}/confirm/",
  summary:
    "Confirms the pending increase (or removal) of a period's limit once its 24-hour cooling period is over (LIMIT_INCREASE_NOT_READY before).",
  tags: TAGS,
  auth: "player",
  params: PeriodParams,
  output: ResponsiblePlaySettingsSchema,
  errors: ["LIMIT_INCREASE_NOT_READY", "NO_PENDING_LIMIT_CHANGE"],
});

export const cancelPurchaseLimitEndpoint = defineEndpoint({
  id: "cancelPurchaseLimit",
  method: "POST",
  path: "/rest/responsible-play/limits/{period}/cancel/",
  summary: "Cancels the pending increase (or removal) of a period's limit; the limit in force stays.",
  tags: TAGS,
  auth: "player",
  params: PeriodParams,
  output: ResponsiblePlaySettingsSchema,
  errors: ["NO_PENDING_LIMIT_CHANGE"],
});

export const CoolOffRequestSchema = z.union([
  z.object({ duration: z.enum(COOL_OFF_DURATIONS) }).strict(),
  z.object({ days: z.number().int().min(1).max(COOL_OFF_MAX_DAYS) }).strict(),
]);
export type CoolOffRequest = z.infer<typeof CoolOffRequestSchema>;

export const startCoolOffEndpoint = defineEndpoint({
  id: "startCoolOff",
  method: "POST",
  path: "/rest/responsible-play/cool-off/",
  summary: `Starts a cool-off at once: 24 hours, 1 week, 1 month or a number of days up to ${COOL_OFF_MAX_DAYS}. Until it ends the player cannot buy, play or claim prizes, and gets no marketing; it cannot be shortened.`,
  tags: TAGS,
  auth: "player",
  body: CoolOffRequestSchema,
  output: ResponsiblePlaySettingsSchema,
});

export const startSelfExclusionEndpoint = defineEndpoint({
  id: "startSelfExclusion",
  method: "POST",
  path: "/rest/responsible-play/self-exclusion/",
  summary: `Self-excludes the player at once for a number of months (at least ${SELF_EXCLUSION_MIN_MONTHS}); needs \`confirm: true\` (else SELF_EXCLUSION_NOT_CONFIRMED). It cannot be shortened or lifted, by the player or an operator.`,
  tags: TAGS,
  auth: "player",
  body: z
    .object({
      months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS),
      confirm: z.boolean().optional(),
    })
    .strict(),
  output: ResponsiblePlaySettingsSchema,
  errors: ["SELF_EXCLUSION_NOT_CONFIRMED"],
});

/** The net result of real-money rounds in one play currency: wins minus stakes, major units. */
export const NetResultSchema = z.object({ currency: PlayCurrencySchema, net: z.number() });

export const RealityCheckStatusSchema = z.object({
  realityCheckMinutes: z.number().int().nonnegative(),
  /** When this session signed in, ISO 8601. */
  sessionStartedAt: text(),
  sessionSeconds: z.number().int().nonnegative(),
  /** Per play currency the player staked in since the sign-in. */
  netResults: z.array(NetResultSchema),
});
export type RealityCheckStatus = z.infer<typeof RealityCheckStatusSchema>;

export const realityCheckStatusEndpoint = defineEndpoint({
  id: "realityCheckStatus",
  method: "GET",
  path: "/rest/responsible-play/reality-check/",
  summary:
    "What the reality-check modal shows: time since this session signed in and the net result (wins minus stakes) of real-money rounds since then, per currency.",
  tags: TAGS,
  auth: "player",
  output: RealityCheckStatusSchema,
});

// ---- Back office (compliance) ----

const PlayerParams = z.object({ id: text().uuid() });

export const BackofficePlayBlockSchema = PlayBlockSchema.extend({
  reason: text().nullable(),
  operatorName: text().nullable(),
  liftedAt: text().nullable(),
  isActive: z.boolean(),
  /** Only an operator restriction still in force can be lifted. */
  isLiftable: z.boolean(),
});
export type BackofficePlayBlock = z.infer<typeof BackofficePlayBlockSchema>;

export const BackofficeResponsiblePlayEventSchema = ResponsiblePlayEventSchema.extend({
  operatorName: text().nullable(),
});

export const BackofficeResponsiblePlaySchema = z.object({
  playerId: text(),
  realityCheckMinutes: z.number().int().nonnegative(),
  limits: z.array(PurchaseLimitSchema),
  block: PlayBlockSchema.nullable(),
  /** Every block ever, newest first. */
  blocks: z.array(BackofficePlayBlockSchema),
  history: z.array(BackofficeResponsiblePlayEventSchema),
});
export type BackofficeResponsiblePlay = z.infer<typeof BackofficeResponsiblePlaySchema>;

export const playerResponsiblePlayEndpoint = defineBackofficeEndpoint({
  id: "playerResponsiblePlay",
  method: "GET",
  path: "/api/backoffice/players/{id}/responsible-play/",
  summary: "A player's responsible-play settings, every block and the full history of changes.",
  access: "compliance:read",
  params: PlayerParams,
  output: BackofficeResponsiblePlaySchema,
  errors: ["NOT_FOUND"],
});

export const RESTRICTION_REASON_MAX = 500;

export const imposePlayRestrictionEndpoint = defineBackofficeEndpoint({
  id: "imposePlayRestriction",
  method: "POST",
  path: "/api/backoffice/players/{id}/responsible-play/restrictions/",
  summary:
    "Imposes an operator restriction on a player from now until a date, or until lifted (`until: null`): the player cannot buy, play or claim prizes (audited).",
  access: "compliance:write",
  params: PlayerParams,
  body: z
    .object({
      reason: text().trim().min(3).max(RESTRICTION_REASON_MAX),
      /** ISO 8601 date-time in the future; null for open-ended. */
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
  output: BackofficeResponsiblePlaySchema,
  errors: ["NOT_FOUND"],
});

export const liftPlayRestrictionEndpoint = defineBackofficeEndpoint({
  id: "liftPlayRestriction",
  method: "POST",
  path: "/api/backoffice/players/{id}/responsible-play/restrictions/{blockId}/lift/",
  summary:
    "Lifts an operator restriction now (audited). A player's own cool-off or self-exclusion is never lifted early (BLOCK_NOT_LIFTABLE).",
  access: "compliance:write",
  params: z.object({ id: text().uuid(), blockId: text().uuid() }),
  body: z.object({ reason: text().trim().min(3).max(RESTRICTION_REASON_MAX) }).strict(),
  output: BackofficeResponsiblePlaySchema,
  errors: ["NOT_FOUND", "BLOCK_NOT_LIFTABLE"],
});

export const SelfExclusionEntrySchema = z.object({
  playerId: text(),
  email: text(),
  brandId: text(),
  startsAt: text(),
  endsAt: text(),
});
export type SelfExclusionEntry = z.infer<typeof SelfExclusionEntrySchema>;

export const selfExclusionListEndpoint = defineBackofficeEndpoint({
  id: "selfExclusionList",
  method: "GET",
  path: "/api/backoffice/responsible-play/self-exclusions/",
  summary: "The players self-excluded now, newest exclusion first.",
  access: "compliance:read",
  output: z.object({ entries: z.array(SelfExclusionEntrySchema) }),
});

export const exportSelfExclusionsEndpoint = defineBackofficeEndpoint({
  id: "exportSelfExclusions",
  method: "GET",
  path: "/api/backoffice/responsible-play/self-exclusions.csv",
  summary:
    "The players self-excluded now as a CSV download (player id, e-mail, brand, start, end). The export is audited: it carries players' private data out of the back office.",
  access: "compliance:read",
  produces: "text/csv",
  output: text(),
});

// ---- Push event, on the player's own channel ----

/** What `/rest/app/init/` tells about the player's responsible play. */
export const AppInitResponsiblePlaySchema = z.object({
  realityCheckMinutes: z.number().int().nonnegative(),
  block: z.object({ kind: PlayBlockKindSchema, endsAt: text().nullable() }).nullable(),
});
export type AppInitResponsiblePlay = z.infer<typeof AppInitResponsiblePlaySchema>;

/**
 * `responsible_play.changed`: the player's settings changed (in another tab, or by an operator); carries
 * the status as app init shows it, and the page refetches its details.
 */
export const RESPONSIBLE_PLAY_CHANGED = "responsible_play.changed";
export const ResponsiblePlayChangedEventSchema = AppInitResponsiblePlaySchema;
export type ResponsiblePlayChangedEvent = AppInitResponsiblePlay;
