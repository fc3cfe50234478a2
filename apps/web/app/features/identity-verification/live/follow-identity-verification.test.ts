import {
  CALLBACK_STATUSES,
  DOCUMENT_REJECTED_TOAST,
  IDENTITY_APPROVED,
  IDENTITY_REJECTED,
  VERIFICATION_EVENTS,
  verificationEventName,
} from "@casino/contracts/client/identity-verification";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeLive } from "../../../lib/live/test-support/fake-live";
import { IDENTITY_VERIFICATION_KEY } from "../identity-verification-query";
import { followIdentityVerification } from "./follow-identity-verification";

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock("../../../lib/toasts", () => ({
  showToast: (message: string) => {
    toasts.shown.push(message);
    return message;
  },
}));

afterEach(() => {
  toasts.shown.length = 0;
});

const verification = { status: "rejected", method: "document", rejectReason: "Blurred", verifiedAt: null };
/** A rejected document as the `identity.rejected` event carries it (IdentityDocumentSchema). */
const rejectedDocument = {
  id: "d1",
  kind: "id_front",
  fileName: "passport.png",
  mediaType: "image/png",
  sizeBytes: 1024,
  status: "rejected",
  rejectReason: "Blurred",
  createdAt: "2026-11-29T10:00:00.000Z",
  reviewedAt: "2026-11-29T10:05:00.000Z",
};

describe("following identity verification live", () => {
  it("follows one verification event per status the provider reports", () => {
    expect(VERIFICATION_EVENTS).toEqual(CALLBACK_STATUSES.map(verificationEventName));
  });

  it("an operator's rejection shows 'Document rejected' once per document and refreshes the status", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData(IDENTITY_VERIFICATION_KEY, { stale: false });
    followIdentityVerification(live);
    const data = { verification, document: rejectedDocument, reason: "Blurred" };
    emit(IDENTITY_REJECTED, data);
    emit(IDENTITY_REJECTED, data);
    expect(toasts.shown).toEqual([DOCUMENT_REJECTED_TOAST]);
    expect(queryClient.getQueryState(IDENTITY_VERIFICATION_KEY)?.isInvalidated).toBe(true);
  });

  it("an approval refreshes the status without a rejection toast", () => {
    const { live, queryClient, emit } = fakeLive();
    queryClient.setQueryData(IDENTITY_VERIFICATION_KEY, { stale: false });
    followIdentityVerification(live);
    emit(IDENTITY_APPROVED, {
      verification: { ...verification, status: "verified" },
      document: null,
      reason: null,
    });
    expect(toasts.shown).toEqual([]);
    expect(queryClient.getQueryState(IDENTITY_VERIFICATION_KEY)?.isInvalidated).toBe(true);
  });

  it("a provider's failure rejects without a document: no document toast", () => {
    const { live, emit } = fakeLive();
    followIdentityVerification(live);
    emit(IDENTITY_REJECTED, { verification, document: null, reason: "The identity check failed." });
    expect(toasts.shown).toEqual([]);
  });
});
