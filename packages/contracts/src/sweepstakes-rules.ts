import { z } from "zod";
import { JurisdictionCodeSchema } from "./geo-restriction";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Sweepstakes rules as data (issue #13, decision 041): per jurisdiction (a US state `US-WA` or a country
 * `GB`), dated rows saying what sweepstakes play may do there from a day on. The row in force on a day is
 * the latest one not dated after it; a jurisdiction without rows allows everything from age 18.
 */

/** What a rule allows or refuses, each checked by the server where it happens. */
export const SWEEPSTAKES_ACTIONS = ["signUp", "purchase", "sweepstakesPlay", "redemption", "amoe"] as const;
export const SweepstakesActionSchema = z.enum(SWEEPSTAKES_ACTIONS);
export type SweepstakesAction = z.infer<typeof SweepstakesActionSchema>;

export const MINIMUM_AGE_FLOOR = 18;
export const MINIMUM_AGE_CEILING = 25;

/** `YYYY-MM-DD`, a calendar day in UTC. */
export const CalendarDaySchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Not a date.");

/** What an operator writes: the rule of one jurisdiction from one day on. */
export const JurisdictionRuleDraftSchema = z
  .object({
    code: JurisdictionCodeSchema,
    name: text().trim().min(1).max(80),
    effectiveFrom: CalendarDaySchema,
    allowsSignUp: z.boolean(),
    allowsPurchase: z.boolean(),
    allowsSweepstakesPlay: z.boolean(),
    allowsRedemption: z.boolean(),
    allowsAmoe: z.boolean(),
    minimumAge: z.number().int().min(MINIMUM_AGE_FLOOR).max(MINIMUM_AGE_CEILING),
    /** The statute, bill or policy the rule follows, and what it says. */
    sourceNote: text().trim().min(1).max(2000),
    /** False while the rule could not be confirmed from a primary source. */
    isConfirmed: z.boolean(),
  })
  .strict();
export type JurisdictionRuleDraft = z.infer<typeof JurisdictionRuleDraftSchema>;

/** Where a rule stands today: in force, replaced by a later row already in force, or waiting for its date. */
export const RuleStatusSchema = z.enum(["inForce", "superseded", "scheduled"]);
export type RuleStatus = z.infer<typeof RuleStatusSchema>;

export const JurisdictionRuleSchema = JurisdictionRuleDraftSchema.extend({
  id: text(),
  status: RuleStatusSchema,
  /** ISO 8601. */
  updatedAt: text(),
  /** The operator who last changed it; null for seeded rows. */
  updatedBy: text().nullable(),
});
export type JurisdictionRule = z.infer<typeof JurisdictionRuleSchema>;

const RuleIdParams = z.object({ id: text().uuid() });

export const listJurisdictionRulesEndpoint = defineBackofficeEndpoint({
  id: "listJurisdictionRules",
  method: "GET",
  path: "/api/backoffice/compliance/jurisdiction-rules/",
  summary:
    "Every jurisdiction rule, by code then date, each marked in force today, superseded or scheduled (dated after today), with today's date (UTC).",
  access: "compliance:read",
  output: z.object({ today: CalendarDaySchema, rules: z.array(JurisdictionRuleSchema) }),
});

export const createJurisdictionRuleEndpoint = defineBackofficeEndpoint({
  id: "createJurisdictionRule",
  method: "POST",
  path: "/api/backoffice/compliance/jurisdiction-rules/",
  summary:
    "Adds the rule of a jurisdiction from a date (today or later takes effect on that day with no deploy). One rule per jurisdiction and date (CONFLICT). Audited.",
  access: "compliance:write",
  body: JurisdictionRuleDraftSchema,
  output: JurisdictionRuleSchema,
  errors: ["CONFLICT"],
});

export const updateJurisdictionRuleEndpoint = defineBackofficeEndpoint({
  id: "updateJurisdictionRule",
  method: "POST",
  path: "/api/backoffice/compliance/jurisdiction-rules/{id}/",
  summary: "Changes a rule (its flags, age, note, date or confirmation). Audited with before and after.",
  access: "compliance:write",
  params: RuleIdParams,
  body: JurisdictionRuleDraftSchema,
  output: JurisdictionRuleSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const deleteJurisdictionRuleEndpoint = defineBackofficeEndpoint({
  id: "deleteJurisdictionRule",
  method: "POST",
  path: "/api/backoffice/compliance/jurisdiction-rules/{id}/delete/",
  summary:
    "Withdraws a scheduled rule (dated after today). A rule in force or superseded is history and stays (CONFLICT): add a newer one instead. Audited.",
  access: "compliance:write",
  params: RuleIdParams,
  output: z.object({ success: z.literal(true) }),
  errors: ["NOT_FOUND", "CONFLICT"],
});
