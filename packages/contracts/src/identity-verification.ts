import { z } from "zod";
import {
  CALLBACK_STATUSES,
  CHECK_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_STATUSES,
  IDENTITY_STATUSES,
  REJECT_REASON_MAX,
} from "./client/identity-verification";
import { defineEndpoint, FilePartSchema } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

export * from "./client/identity-verification";

/**
 * Identity verification (issue #13 item 4, spec §4 and §5): documents a player uploads and operators review
 * in the KYC queue, and identity checks by the auto-verification provider, whose results arrive on a signed
 * callback. Changes reach the player's open tabs on their own channel.
 */

export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES);
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>;

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const DocumentMediaTypeSchema = z.enum(DOCUMENT_MEDIA_TYPES);
export type DocumentMediaType = z.infer<typeof DocumentMediaTypeSchema>;

/** What the provider reported on a check (spec §4, player verification). */
export const CheckStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;
export const CallbackStatusSchema = z.enum(CALLBACK_STATUSES);

/** Spec §3 `autoVerificationData`: the identity check is offered when enabled, available and shown here. */
export const AutoVerificationDataSchema = z.object({
  isEnabled: z.boolean(),
  /** False once the player is verified (spec §4: disabled and unavailable once passed). */
  isAvailable: z.boolean(),
  /** The sandbox provider: no real identity is checked. */
  isTest: z.boolean(),
  /** Where the check is offered (`profile`). */
  showOn: z.array(text()),
  providers: z.array(text()),
});
export type AutoVerificationData = z.infer<typeof AutoVerificationDataSchema>;

export const IdentityDocumentSchema = z.object({
  id: text(),
  kind: DocumentKindSchema,
  fileName: text(),
  mediaType: DocumentMediaTypeSchema,
  sizeBytes: z.number().int().nonnegative(),
  status: DocumentStatusSchema,
  rejectReason: text().nullable(),
  /** ISO 8601. */
  createdAt: text(),
  reviewedAt: text().nullable(),
});
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;

export const IdentityVerificationSchema = z.object({
  status: IdentityStatusSchema,
  /** `document`, or the provider that decided. */
  method: text().nullable(),
  rejectReason: text().nullable(),
  verifiedAt: text().nullable(),
});
export type IdentityVerification = z.infer<typeof IdentityVerificationSchema>;

export const IdentityCheckSchema = z.object({
  id: text(),
  provider: text(),
  reference: text(),
  status: CheckStatusSchema,
  createdAt: text(),
  completedAt: text().nullable(),
});
export type IdentityCheck = z.infer<typeof IdentityCheckSchema>;

export const MyIdentityVerificationSchema = z.object({
  verification: IdentityVerificationSchema,
  documents: z.array(IdentityDocumentSchema),
  autoVerificationData: AutoVerificationDataSchema,
});
export type MyIdentityVerification = z.infer<typeof MyIdentityVerificationSchema>;

export const DocumentIdParams = z.object({ id: text().uuid() });

export const myIdentityVerificationEndpoint = defineEndpoint({
  id: "myIdentityVerification",
  method: "GET",
  path: "/rest/identity-verification/",
  summary:
    "The signed-in player's verification status, their documents newest first, and whether the identity check is offered (autoVerificationData).",
  tags: ["identity-verification"],
  auth: "player",
  output: MyIdentityVerificationSchema,
});

/** The form's text field; the file is its one file part (any field name). */
export const UploadDocumentFieldsSchema = z.object({ kind: DocumentKindSchema }).strict();

export const uploadIdentityDocumentEndpoint = defineEndpoint({
  id: "uploadIdentityDocument",
  method: "POST",
  path: "/rest/identity-verification/documents/",
  summary: `Uploads one identity document as multipart/form-data: a \`kind\` field and one file. The type is judged from the bytes, not the name: PDF, GIF, JPEG or PNG of at most ${DOCUMENT_MAX_BYTES} bytes, else DOCUMENT_NOT_ACCEPTED. The document waits in the KYC queue; the player's status becomes pending unless already verified.`,
  tags: ["identity-verification"],
  auth: "player",
  consumes: "multipart/form-data",
  body: z.object({ kind: DocumentKindSchema, file: FilePartSchema }),
  output: z.object({ document: IdentityDocumentSchema, verification: IdentityVerificationSchema }),
  errors: ["DOCUMENT_NOT_ACCEPTED", "RATE_LIMITED"],
});

export const identityDocumentFileEndpoint = defineEndpoint({
  id: "identityDocumentFile",
  method: "GET",
  path: "/rest/identity-verification/documents/{id}/file/",
  summary:
    "Downloads one of the player's own documents, as an attachment of its stored media type. Another player's document is DOCUMENT_NOT_FOUND, as one that does not exist.",
  tags: ["identity-verification"],
  auth: "player",
  params: DocumentIdParams,
  produces: "application/octet-stream",
  output: FilePartSchema,
  errors: ["DOCUMENT_NOT_FOUND"],
});

export const ProviderSessionSchema = z.object({
  provider: text(),
  reference: text(),
  /** Where a hosted provider's flow runs; null when it runs without a page (the sandbox). */
  url: text().nullable(),
  /** What an embedded widget needs; the sandbox's says what it will decide. */
  widget: z.record(text(), z.unknown()),
});
export type ProviderSession = z.infer<typeof ProviderSessionSchema>;

export const startIdentityCheckEndpoint = defineEndpoint({
  id: "startIdentityCheck",
  method: "POST",
  path: "/rest/identity-verification/check/",
  summary:
    "Starts an identity check with the auto-verification provider. Its result arrives later, on the provider's callback, and reaches the player's channel. IDENTITY_CHECK_UNAVAILABLE when no provider is configured, the player is verified already, or the name, surname or birthday the provider needs is missing.",
  tags: ["identity-verification"],
  auth: "player",
  output: z.object({ check: IdentityCheckSchema, session: ProviderSessionSchema }),
  errors: ["IDENTITY_CHECK_UNAVAILABLE", "RATE_LIMITED"],
});

/** What a provider posts to its callback; `eventId` makes a repeated delivery harmless. */
export const IdentityCallbackSchema = z
  .object({
    eventId: text().min(1).max(200),
    reference: text().min(1).max(200),
    status: CallbackStatusSchema,
    /** On `duplicate`: the account the provider matched. */
    duplicateOf: text().uuid().optional(),
  })
  .strict();
export type IdentityCallback = z.infer<typeof IdentityCallbackSchema>;

export const identityProviderCallbackEndpoint = defineEndpoint({
  id: "identityProviderCallback",
  method: "POST",
  path: "/api/provider/kyc/{provider}/callback/",
  summary:
    "The auto-verification provider's result for a check, signed as the wallet calls are (X-Timestamp and X-Signature over `<timestamp>.callback.<raw body>`) under the KYC callback key (KYC_CALLBACK_SECRET). A delivery repeated with the same eventId, or one for a check already decided, changes nothing.",
  tags: ["identity-verification"],
  auth: "provider",
  params: z.object({ provider: text().regex(/^[a-z0-9-]{2,40}$/) }),
  body: IdentityCallbackSchema,
  output: z.object({ accepted: z.boolean() }),
  errors: ["INVALID_SIGNATURE", "SIGNATURE_EXPIRED", "NOT_FOUND"],
});

// ---- Back office (module compliance) ----

export const BackofficeIdentityDocumentSchema = IdentityDocumentSchema.extend({
  playerId: text(),
  playerEmail: text().nullable(),
  sha256: text(),
  reviewedByName: text().nullable(),
});
export type BackofficeIdentityDocument = z.infer<typeof BackofficeIdentityDocumentSchema>;

export const KYC_QUEUE_PAGE_MAX = 100;

export const kycQueueEndpoint = defineBackofficeEndpoint({
  id: "kycQueue",
  method: "GET",
  path: "/api/backoffice/identity-verification/queue/",
  summary: "The KYC queue: documents waiting for review, oldest first, with how many wait in all.",
  access: "compliance:read",
  query: z.object({ limit: z.coerce.number().int().min(1).max(KYC_QUEUE_PAGE_MAX).default(50) }),
  output: z.object({
    documents: z.array(BackofficeIdentityDocumentSchema),
    pendingCount: z.number().int().nonnegative(),
  }),
});

export const backofficeIdentityDocumentFileEndpoint = defineBackofficeEndpoint({
  id: "backofficeIdentityDocumentFile",
  method: "GET",
  path: "/api/backoffice/identity-verification/documents/{id}/file/",
  summary: "A document's bytes, as an attachment of its stored media type.",
  access: "compliance:read",
  params: DocumentIdParams,
  produces: "application/octet-stream",
  output: FilePartSchema,
  errors: ["DOCUMENT_NOT_FOUND"],
});

const ReviewAnswerSchema = z.object({
  document: BackofficeIdentityDocumentSchema,
  verification: IdentityVerificationSchema,
});

export const approveIdentityDocumentEndpoint = defineBackofficeEndpoint({
  id: "approveIdentityDocument",
  method: "POST",
  path: "/api/backoffice/identity-verification/documents/{id}/approve/",
  summary:
    "Approves a pending document: the player becomes verified and is told live (`identity.approved`). Audited. DOCUMENT_ALREADY_REVIEWED once decided.",
  access: "compliance:write",
  params: DocumentIdParams,
  output: ReviewAnswerSchema,
  errors: ["DOCUMENT_NOT_FOUND", "DOCUMENT_ALREADY_REVIEWED"],
});

export const RejectDocumentSchema = z
  .object({ reason: text().trim().min(1).max(REJECT_REASON_MAX) })
  .strict();

export const rejectIdentityDocumentEndpoint = defineBackofficeEndpoint({
  id: "rejectIdentityDocument",
  method: "POST",
  path: "/api/backoffice/identity-verification/documents/{id}/reject/",
  summary:
    "Rejects a pending document with a reason the player is shown (`identity.rejected`). Audited. DOCUMENT_ALREADY_REVIEWED once decided.",
  access: "compliance:write",
  params: DocumentIdParams,
  body: RejectDocumentSchema,
  output: ReviewAnswerSchema,
  errors: ["DOCUMENT_NOT_FOUND", "DOCUMENT_ALREADY_REVIEWED"],
});

export const playerIdentityEndpoint = defineBackofficeEndpoint({
  id: "playerIdentity",
  method: "GET",
  path: "/api/backoffice/players/{id}/identity-verification/",
  summary:
    "A player's verification status, every document and every identity check (the player page's Identity tab).",
  access: "compliance:read",
  params: z.object({ id: text().uuid() }),
  output: z.object({
    verification: IdentityVerificationSchema,
    duplicateOf: text().nullable(),
    documents: z.array(BackofficeIdentityDocumentSchema),
    checks: z.array(IdentityCheckSchema),
  }),
  errors: ["NOT_FOUND"],
});

// ---- Push events, on the player's own channel (spec §4) ----

/** The data of every identity event (`identity.rejected`, `identity.approved`, `identity.duplicateCredentials`). */
export const IdentityEventSchema = z.object({
  /** The player's status after the change. */
  verification: IdentityVerificationSchema,
  /** The document the decision was about; null when the provider decided. */
  document: IdentityDocumentSchema.nullable(),
  reason: text().nullable(),
});
export type IdentityEvent = z.infer<typeof IdentityEventSchema>;

/** The data of every player verification event (`verification.<status>`): the check and the player's status. */
export const PlayerVerificationEventSchema = z.object({
  check: IdentityCheckSchema,
  verification: IdentityVerificationSchema,
});
export type PlayerVerificationEvent = z.infer<typeof PlayerVerificationEventSchema>;
