import type {
  BackofficeIdentityDocument,
  CheckStatus,
  DocumentKind,
  DocumentMediaType,
  IdentityCheck,
  IdentityDocument,
  IdentityVerification,
} from "@casino/contracts";
import type { CheckRow, DocumentRow, VerificationRow } from "./identity-verification.repo";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A player who never asked for verification has no row yet. */
export function presentVerification(row: VerificationRow | null): IdentityVerification {
  return {
    status: row?.status ?? "not_requested",
    method: row?.method ?? null,
    rejectReason: row?.rejectReason ?? null,
    verifiedAt: iso(row?.verifiedAt ?? null),
  };
}

export function presentDocument(row: DocumentRow): IdentityDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    fileName: row.fileName,
    mediaType: row.mediaType as DocumentMediaType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

export function presentBackofficeDocument(
  row: DocumentRow,
  playerEmail: string | null,
): BackofficeIdentityDocument {
  return {
    ...presentDocument(row),
    playerId: row.playerId,
    playerEmail,
    sha256: row.sha256,
    reviewedByName: row.reviewedByName,
  };
}

export function presentCheck(row: CheckRow): IdentityCheck {
  return {
    id: row.id,
    provider: row.provider,
    reference: row.providerReference,
    status: row.status as CheckStatus,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}
