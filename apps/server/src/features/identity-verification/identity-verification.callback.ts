import {
  IDENTITY_APPROVED,
  IDENTITY_DUPLICATE_CREDENTIALS,
  IDENTITY_REJECTED,
  type IdentityCallback,
  type IdentityEvent,
  type IdentityEventName,
  type PlayerVerificationEvent,
  verificationEventName,
} from "@casino/contracts";
import { type IdentityEventKind, isFinalReport, statusAfterReport } from "@casino/domain";
import { notFound } from "../../platform/errors";
import { announce, type IdentityContext } from "./identity-verification.context";
import { presentCheck, presentVerification } from "./identity-verification.presenter";
import {
  lockCheckByReference,
  lockVerification,
  updateCheck,
  updateVerification,
} from "./identity-verification.repo";
import { identityKeyOf, subjectOf } from "./identity-verification.service";

const IDENTITY_EVENT: Record<IdentityEventKind, IdentityEventName> = {
  approved: IDENTITY_APPROVED,
  rejected: IDENTITY_REJECTED,
  duplicateCredentials: IDENTITY_DUPLICATE_CREDENTIALS,
};

const REASONS = {
  failed: "The identity check could not confirm your identity.",
  duplicate: "These credentials are already verified on another account.",
} as const;

interface CheckResult {
  /** Every event id this check received: a delivery seen before changes nothing. */
  events: string[];
  /** On success: whose identity was passed (identityKeyOf), for the provider's duplicate matching. */
  identityKey?: string;
  duplicateOf?: string;
}

/**
 * A provider's report on a check (already proven by its signature). The check and the player's status move
 * together in one transaction with the events that tell the player (`verification.<status>` and, when it
 * decides, the identity event). A repeated event id, or any report on a check already decided, answers
 * accepted and changes nothing, so a provider's retries and a replayed call are harmless.
 */
export async function receiveProviderReport(
  ctx: IdentityContext,
  provider: string,
  report: IdentityCallback,
) {
  return ctx.db.transaction(async (tx) => {
    const check = await lockCheckByReference(tx, provider, report.reference);
    if (!check) throw notFound("NOT_FOUND", "There is no such check.");
    const result = { events: [], ...(check.result as Partial<CheckResult>) } as CheckResult;
    if (check.completedAt || result.events.includes(report.eventId)) return { accepted: true };

    const now = ctx.clock.now();
    const current = await lockVerification(tx, check.playerId, now);
    const change = statusAfterReport(current.status, report.status);
    const next: CheckResult = { ...result, events: [...result.events, report.eventId] };
    if (report.status === "success") {
      const subject = await subjectOf(tx, check.playerId);
      if (subject) next.identityKey = identityKeyOf(subject);
    }
    if (report.duplicateOf) next.duplicateOf = report.duplicateOf;
    const savedCheck = await updateCheck(tx, check.id, {
      status: report.status,
      result: next,
      completedAt: isFinalReport(report.status) ? now : null,
    });

    const reason =
      report.status === "failed" || report.status === "duplicate" ? REASONS[report.status] : null;
    const verification =
      change.status === current.status && change.event === null
        ? current
        : await updateVerification(tx, check.playerId, {
            status: change.status,
            updatedAt: now,
            ...(change.event === "approved" ? { method: provider, verifiedAt: now, rejectReason: null } : {}),
            ...(change.event === "rejected" || change.event === "duplicateCredentials"
              ? { method: provider, rejectReason: reason }
              : {}),
            ...(change.event === "duplicateCredentials" ? { duplicateOf: report.duplicateOf ?? null } : {}),
          });

    const presented = presentVerification(verification);
    const verificationEvent: PlayerVerificationEvent = {
      check: presentCheck(savedCheck),
      verification: presented,
    };
    await announce(tx, check.playerId, verificationEventName(report.status), verificationEvent, now);
    if (change.event) {
      const identityEvent: IdentityEvent = { verification: presented, document: null, reason };
      await announce(tx, check.playerId, IDENTITY_EVENT[change.event], identityEvent, now);
    }
    return { accepted: true };
  });
}

export { IDENTITY_EVENT };
