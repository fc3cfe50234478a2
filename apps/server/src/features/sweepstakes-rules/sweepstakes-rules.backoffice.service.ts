import type { JurisdictionRule, JurisdictionRuleDraft, RuleStatus } from "@casino/contracts";
import { utcDayOf } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  deleteRule,
  insertRule,
  isDateTaken,
  type JurisdictionRuleRecord,
  selectRule,
  selectRules,
  updateRule,
} from "./sweepstakes-rules.repo";
import { SWEEPSTAKES_RULES_TOPIC } from "./sweepstakes-rules.service";

const present = (row: JurisdictionRuleRecord, status: RuleStatus): JurisdictionRule => ({
  id: row.id,
  code: row.code,
  name: row.name,
  effectiveFrom: row.effectiveFrom,
  allowsSignUp: row.allowsSignUp,
  allowsPurchase: row.allowsPurchase,
  allowsSweepstakesPlay: row.allowsSweepstakesPlay,
  allowsRedemption: row.allowsRedemption,
  allowsAmoe: row.allowsAmoe,
  minimumAge: row.minimumAge,
  sourceNote: row.sourceNote,
  isConfirmed: row.isConfirmed,
  status,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** Each row's standing on `today`: rows sorted by code then date, so a code's last row not after today is in force. */
function statusesOf(rows: readonly JurisdictionRuleRecord[], today: string): Map<string, RuleStatus> {
  const statuses = new Map<string, RuleStatus>();
  const inForce = new Map<string, string>();
  for (const row of rows) if (row.effectiveFrom <= today) inForce.set(row.code, row.id);
  for (const row of rows) {
    const status =
      row.effectiveFrom > today ? "scheduled" : inForce.get(row.code) === row.id ? "inForce" : "superseded";
    statuses.set(row.id, status);
  }
  return statuses;
}

async function presentWithStatus(ctx: ContentEditing, row: JurisdictionRuleRecord, today: string) {
  const siblings = (await selectRules(ctx.db)).filter((other) => other.code === row.code);
  return present(row, statusesOf(siblings, today).get(row.id) ?? "superseded");
}

export async function listJurisdictionRules(ctx: ContentEditing) {
  const today = utcDayOf(ctx.clock.now());
  const rows = await selectRules(ctx.db);
  const statuses = statusesOf(rows, today);
  return { today, rules: rows.map((row) => present(row, statuses.get(row.id) ?? "superseded")) };
}

const dateTaken = (draft: JurisdictionRuleDraft) =>
  new AppError(
    "CONFLICT",
    409,
    `${draft.code} already has a rule from ${draft.effectiveFrom}; edit that one.`,
  );
const noSuchRule = () => new AppError("NOT_FOUND", 404, "There is no such rule.");

/** A new dated rule; from its date on it is the rule in force (decision 041). */
export async function createJurisdictionRule(
  ctx: ContentEditing,
  request: FastifyRequest,
  draft: JurisdictionRuleDraft,
): Promise<JurisdictionRule> {
  const actor = auditActorOf(request);
  const row = await editContent(ctx, SWEEPSTAKES_RULES_TOPIC, async (tx, now) => {
    const created = await insertRule(tx, { ...draft, updatedAt: now, updatedBy: actor.operatorEmail });
    if (!created) throw dateTaken(draft);
    await recordAudit(
      tx,
      actor,
      { targetType: "jurisdiction_rule", targetId: created.id, after: created },
      now,
    );
    return created;
  });
  return presentWithStatus(ctx, row, utcDayOf(ctx.clock.now()));
}

export async function updateJurisdictionRule(
  ctx: ContentEditing,
  request: FastifyRequest,
  id: string,
  draft: JurisdictionRuleDraft,
): Promise<JurisdictionRule> {
  const actor = auditActorOf(request);
  const row = await editContent(ctx, SWEEPSTAKES_RULES_TOPIC, async (tx, now) => {
    const before = await selectRule(tx, id, true);
    if (!before) throw noSuchRule();
    if (await isDateTaken(tx, { code: draft.code, effectiveFrom: draft.effectiveFrom, exceptId: id })) {
      throw dateTaken(draft);
    }
    const after = await updateRule(tx, id, { ...draft, updatedAt: now, updatedBy: actor.operatorEmail });
    if (!after) throw noSuchRule();
    await recordAudit(tx, actor, { targetType: "jurisdiction_rule", targetId: id, before, after }, now);
    return after;
  });
  return presentWithStatus(ctx, row, utcDayOf(ctx.clock.now()));
}

/**
 * Withdraws a rule that has not taken effect yet. A rule that has been in force is kept, even once
 * superseded: it is the record of what applied on the days it did.
 */
export async function deleteJurisdictionRule(ctx: ContentEditing, request: FastifyRequest, id: string) {
  const actor = auditActorOf(request);
  await editContent(ctx, SWEEPSTAKES_RULES_TOPIC, async (tx, now) => {
    const before = await selectRule(tx, id, true);
    if (!before) throw noSuchRule();
    if (before.effectiveFrom <= utcDayOf(now)) {
      throw new AppError(
        "CONFLICT",
        409,
        "Only a scheduled rule (dated after today) can be withdrawn; add a newer rule instead.",
      );
    }
    await deleteRule(tx, id);
    await recordAudit(tx, actor, { targetType: "jurisdiction_rule", targetId: id, before }, now);
  });
  return { success: true as const };
}
