import type { IdentityEvent } from "@casino/contracts";
import { statusAfterReview } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { playerEmail, playerStateOf } from "../player";
import { IDENTITY_EVENT } from "./identity-verification.callback";
import { announce, type IdentityContext } from "./identity-verification.context";
import {
  presentBackofficeDocument,
  presentCheck,
  presentDocument,
  presentVerification,
} from "./identity-verification.presenter";
import {
  countPendingDocuments,
  decideDocument,
  findVerification,
  hasOtherPendingDocuments,
  listPendingDocuments,
  listPlayerChecks,
  listPlayerDocuments,
  lockDocument,
  lockVerification,
  updateVerification,
} from "./identity-verification.repo";
import { noSuchDocument } from "./identity-verification.service";

/** The KYC queue: pending documents oldest first, each with its player's address for the reviewer. */
export async function kycQueue(ctx: IdentityContext, limit: number) {
  return ctx.db.transaction(async (tx) => {
    const rows = await listPendingDocuments(tx, limit);
    const emails = new Map<string, string | null>();
    for (const playerId of new Set(rows.map((row) => row.playerId)))
      emails.set(playerId, await playerEmail(tx, playerId));
    return {
      documents: rows.map((row) => presentBackofficeDocument(row, emails.get(row.playerId) ?? null)),
      pendingCount: await countPendingDocuments(tx),
    };
  });
}

/** The player page's Identity tab: status, every document and every check. */
export async function playerIdentity(ctx: IdentityContext, playerId: string) {
  return ctx.db.transaction(async (tx) => {
    if (!(await playerStateOf(tx, playerId)))
      throw new AppError("NOT_FOUND", 404, "There is no such player.");
    const row = await findVerification(tx, playerId);
    const email = await playerEmail(tx, playerId);
    return {
      verification: presentVerification(row),
      duplicateOf: row?.duplicateOf ?? null,
      documents: (await listPlayerDocuments(tx, playerId)).map((doc) =>
        presentBackofficeDocument(doc, email),
      ),
      checks: (await listPlayerChecks(tx, playerId)).map(presentCheck),
    };
  });
}

/**
 * An operator's decision on a pending document: the document, the player's status, the audit entry and
 * the event that tells the player (`identity.approved` / `identity.rejected`) commit together. A document
 * decided already is DOCUMENT_ALREADY_REVIEWED, whoever decided it.
 */
export async function reviewDocument(
  ctx: IdentityContext,
  request: FastifyRequest,
  id: string,
  decision: { status: "approved" } | { status: "rejected"; reason: string },
) {
  const operator = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const document = await lockDocument(tx, id);
    if (!document) throw noSuchDocument();
    if (document.status !== "pending")
      throw new AppError("DOCUMENT_ALREADY_REVIEWED", 409, `This document was ${document.status} already.`);
    const now = ctx.clock.now();
    const current = await lockVerification(tx, document.playerId, now);
    const reason = decision.status === "rejected" ? decision.reason : null;
    const decided = await decideDocument(tx, id, {
      status: decision.status,
      rejectReason: reason,
      reviewedByOperatorId: operator.id,
      reviewedByName: operator.name,
      reviewedAt: now,
    });
    const change = statusAfterReview(
      current.status,
      decision.status,
      await hasOtherPendingDocuments(tx, document.playerId, id),
    );
    const verification = await updateVerification(tx, document.playerId, {
      status: change.status,
      updatedAt: now,
      ...(decision.status === "approved"
        ? { method: "document", verifiedAt: current.verifiedAt ?? now, rejectReason: null }
        : change.status === "rejected"
          ? { method: "document", rejectReason: reason }
          : {}),
    });
    const presented = presentVerification(verification);
    if (change.event) {
      const event: IdentityEvent = { verification: presented, document: presentDocument(decided), reason };
      await announce(tx, document.playerId, IDENTITY_EVENT[change.event], event, now);
    }
    const answer = {
      document: presentBackofficeDocument(decided, await playerEmail(tx, document.playerId)),
      verification: presented,
    };
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "identity_document",
        targetId: id,
        before: { status: document.status, playerStatus: current.status },
        after: {
          status: decided.status,
          rejectReason: reason,
          playerId: document.playerId,
          playerStatus: change.status,
        },
      },
      now,
    );
    return answer;
  });
}
