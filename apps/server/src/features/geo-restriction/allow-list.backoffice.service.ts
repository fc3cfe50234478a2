import type { AllowedIp, AllowedIpDraft } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import { ALLOWED_IPS_TOPIC, normalCidr } from "./allow-list";
import {
  type AllowedIpRow,
  deleteAllowedIp,
  insertAllowedIp,
  selectAllowedIps,
} from "./geo-restriction.repo";

const present = (row: AllowedIpRow): AllowedIp => ({
  id: row.id,
  cidr: row.cidr,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export async function listAllowedIps(ctx: ContentEditing) {
  return { allowedIps: (await selectAllowedIps(ctx.db)).map(present) };
}

/** Lets an address or range through the geo check on every node, audited in the same transaction. */
export async function addAllowedIp(
  ctx: ContentEditing,
  request: FastifyRequest,
  draft: AllowedIpDraft,
): Promise<AllowedIp> {
  const cidr = normalCidr(draft.cidr);
  if (!cidr) {
    throw new AppError("VALIDATION_FAILED", 400, "Enter an IP address or a CIDR range.", [
      { path: "body.cidr", message: "Enter an IPv4 or IPv6 address, or a range such as 203.0.113.0/24." },
    ]);
  }
  const actor = auditActorOf(request);
  return editContent(ctx, ALLOWED_IPS_TOPIC, async (tx, now) => {
    const row = await insertAllowedIp(tx, {
      cidr,
      note: draft.note,
      createdBy: actor.operatorEmail,
      createdAt: now,
    });
    if (!row) throw new AppError("CONFLICT", 409, `${cidr} is on the allow-list already.`);
    await recordAudit(
      tx,
      actor,
      { targetType: "geo_allowed_ip", targetId: row.id, after: present(row) },
      now,
    );
    return present(row);
  });
}

export async function removeAllowedIp(ctx: ContentEditing, request: FastifyRequest, id: string) {
  const actor = auditActorOf(request);
  await editContent(ctx, ALLOWED_IPS_TOPIC, async (tx, now) => {
    const removed = await deleteAllowedIp(tx, id);
    if (!removed) throw new AppError("NOT_FOUND", 404, "That address is not on the allow-list.");
    await recordAudit(
      tx,
      actor,
      { targetType: "geo_allowed_ip", targetId: id, before: present(removed) },
      now,
    );
  });
  return { success: true as const };
}
