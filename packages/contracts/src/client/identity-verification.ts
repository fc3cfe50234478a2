// Identity verification's constants for the pages, without zod (decision 022); the schemas are in
// `../identity-verification.ts`.

export const IDENTITY_STATUSES = ["not_requested", "pending", "verified", "rejected"] as const;
export const DOCUMENT_KINDS = ["id_front", "id_back", "proof_of_address", "selfie"] as const;
export const DOCUMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** What a document may be, judged from its bytes (spec §5). */
export const DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/gif", "image/jpeg", "image/png"] as const;
/** The file picker's hint; the server decides by content, never by name. */
export const DOCUMENT_FILE_EXTENSIONS = [".pdf", ".gif", ".jpg", ".jpeg", ".png"] as const;
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** Spec §5, verbatim: the answer to any file that is not one of the four types or is too large. */
export const DOCUMENT_NOT_ACCEPTED_MESSAGE = "We accept PDF, GIF, JPG, and PNG files no larger than 15 MB";
/** Spec §8's toasts. */
export const DOCUMENT_UPLOADED_TOAST = "Document uploaded successfully";
export const DOCUMENT_REJECTED_TOAST = "Document rejected";
export const REJECT_REASON_MAX = 500;

/** What the provider reported on a check (spec §4, player verification); `started` until it reports. */
export const CHECK_STATUSES = [
  "started",
  "surveyRequired",
  "needScanDocument",
  "success",
  "failed",
  "duplicate",
] as const;
/** The statuses a provider reports on its callback. */
export const CALLBACK_STATUSES = [
  "surveyRequired",
  "needScanDocument",
  "success",
  "failed",
  "duplicate",
] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/** Identity events on the player's channel (spec §4): `rejected`, `approved` (stored as verified), `duplicateCredentials`. */
export const IDENTITY_REJECTED = "identity.rejected";
export const IDENTITY_APPROVED = "identity.approved";
export const IDENTITY_DUPLICATE_CREDENTIALS = "identity.duplicateCredentials";
export const IDENTITY_EVENTS = [
  IDENTITY_REJECTED,
  IDENTITY_APPROVED,
  IDENTITY_DUPLICATE_CREDENTIALS,
] as const;
export type IdentityEventName = (typeof IDENTITY_EVENTS)[number];

/** Player verification events: what the provider reported on a check, as `verification.<status>`. */
export const verificationEventName = (status: CallbackStatus) => `verification.${status}` as const;
// Spelled out rather than mapped: a top-level call would keep this module in every bundle that imports the
// client entry (a bundler cannot prove it pure).
export const VERIFICATION_EVENTS = [
  "verification.surveyRequired",
  "verification.needScanDocument",
  "verification.success",
  "verification.failed",
  "verification.duplicate",
] as const satisfies readonly ReturnType<typeof verificationEventName>[];
