/**
 * How a player's identity verification moves (spec §4): document reviews and the provider's reports
 * change it, and once verified nothing but a new verification changes it back.
 */

export type IdentityStatus = "not_requested" | "pending" | "verified" | "rejected";
export type ProviderReport = "surveyRequired" | "needScanDocument" | "success" | "failed" | "duplicate";

/** The identity event (spec §4) a change tells the player, if any. */
export type IdentityEventKind = "approved" | "rejected" | "duplicateCredentials";

export interface IdentityChange {
  status: IdentityStatus;
  event: IdentityEventKind | null;
}

/** A document was uploaded: the player waits for review, unless already verified. */
export function statusAfterUpload(current: IdentityStatus): IdentityStatus {
  return current === "verified" ? "verified" : "pending";
}

/**
 * An operator decided a document. Approval verifies the player. A rejection leaves a verified player
 * verified and a player with other documents still waiting pending; otherwise the player is rejected.
 * Either way the player hears of the decision about their document.
 */
export function statusAfterReview(
  current: IdentityStatus,
  decision: "approved" | "rejected",
  hasOtherPendingDocuments: boolean,
): IdentityChange {
  if (decision === "approved") return { status: "verified", event: "approved" };
  if (current === "verified") return { status: "verified", event: "rejected" };
  return { status: hasOtherPendingDocuments ? "pending" : "rejected", event: "rejected" };
}

/** Whether the provider's report ends its check: no later report for it counts. */
export function isFinalReport(report: ProviderReport): boolean {
  return report === "success" || report === "failed" || report === "duplicate";
}

/**
 * The provider reported on a check. `success` verifies (spec §4: success stands for approved), `failed`
 * rejects, `duplicate` rejects as duplicate credentials; a survey or a document scan still to do leaves the
 * player pending. A verified player stays verified whatever a later check says.
 */
export function statusAfterReport(current: IdentityStatus, report: ProviderReport): IdentityChange {
  if (report === "success") return { status: "verified", event: current === "verified" ? null : "approved" };
  if (current === "verified") return { status: "verified", event: null };
  if (report === "failed") return { status: "rejected", event: "rejected" };
  if (report === "duplicate") return { status: "rejected", event: "duplicateCredentials" };
  return { status: "pending", event: null };
}

/** Auto-verification is offered until the player is verified (spec §4: "disabled and unavailable once passed"). */
export function isAutoVerificationAvailable(isProviderConfigured: boolean, status: IdentityStatus): boolean {
  return isProviderConfigured && status !== "verified";
}
