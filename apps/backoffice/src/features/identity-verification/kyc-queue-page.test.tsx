// @vitest-environment happy-dom
import {
  type BackofficeIdentityDocument,
  kycQueueEndpoint,
  rejectIdentityDocumentEndpoint,
} from "@casino/contracts/identity-verification";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const COMPLIANCE = operatorMe({
  role: { id: "compliance", name: "Compliance" },
  permissions: ["compliance:write"],
});
const SUPPORT = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["compliance:read"] });
const DOCUMENT: BackofficeIdentityDocument = {
  id: "6f1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a10",
  kind: "id_front",
  fileName: "passport.png",
  mediaType: "image/png",
  sizeBytes: 2048,
  status: "pending",
  rejectReason: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  reviewedAt: null,
  playerId: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  playerEmail: "ada@example.com",
  sha256: "a".repeat(64),
  reviewedByName: null,
};
const rejectPath = `/api/backoffice/identity-verification/documents/${DOCUMENT.id}/reject/`;
const itemOf = (text: string) => screen.getByText(text).closest("li") as HTMLElement;

describe("the KYC queue", () => {
  it("shows each waiting document with its preview, download and player link", async () => {
    const api = mockFetch().on(kycQueueEndpoint, { json: { documents: [DOCUMENT], pendingCount: 1 } });
    renderBackoffice(api, { path: "/kyc", me: COMPLIANCE });
    const item = itemOf(await screen.findByText("ada@example.com").then((link) => link.textContent ?? ""));
    expect(within(item).getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe(
      `/players/${DOCUMENT.playerId}?tab=identity`,
    );
    expect(within(item).getByRole("link", { name: "passport.png" }).getAttribute("href")).toBe(
      `/api/backoffice/identity-verification/documents/${DOCUMENT.id}/file/`,
    );
    expect(within(item).getByRole("img").getAttribute("src")).toContain(DOCUMENT.id);
    expect(screen.getByText("1 document waiting, oldest first.")).toBeTruthy();
  });

  it("rejects with the reason typed, then reloads the queue from the server", async () => {
    let documents = [DOCUMENT];
    const api = mockFetch()
      .on(kycQueueEndpoint, () => ({ json: { documents, pendingCount: documents.length } }))
      .on(
        rejectIdentityDocumentEndpoint,
        () => {
          documents = [];
          return {
            json: {
              document: { ...DOCUMENT, status: "rejected", rejectReason: "Blurred", reviewedByName: "Cora" },
              verification: {
                status: "rejected",
                method: "document",
                rejectReason: "Blurred",
                verifiedAt: null,
              },
            },
          };
        },
        rejectPath,
      );
    renderBackoffice(api, { path: "/kyc", me: COMPLIANCE });
    await screen.findByText("ada@example.com");
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Blurred" } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.getByText("No documents are waiting for review.")).toBeTruthy());
    expect(api.callsTo(rejectIdentityDocumentEndpoint, rejectPath)[0]?.body).toEqual({ reason: "Blurred" });
    expect(screen.getByText(/passport\.png: rejected/)).toBeTruthy();
  });

  it("a read-only compliance role sees the queue without the decision controls", async () => {
    const api = mockFetch().on(kycQueueEndpoint, { json: { documents: [DOCUMENT], pendingCount: 1 } });
    renderBackoffice(api, { path: "/kyc", me: SUPPORT });
    await screen.findByText("ada@example.com");
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });
});
