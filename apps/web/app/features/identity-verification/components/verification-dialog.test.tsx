// @vitest-environment happy-dom
import {
  type IdentityDocument,
  type MyIdentityVerification,
  myIdentityVerificationEndpoint,
  startIdentityCheckEndpoint,
  uploadIdentityDocumentEndpoint,
} from "@casino/contracts";
import { DOCUMENT_MAX_BYTES } from "@casino/contracts/client/identity-verification";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { VerifyHashListener } from "./verify-hash-listener";

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock("../../../lib/toasts", () => ({
  showToast: (message: string) => {
    toasts.shown.push(message);
    return message;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.shown.length = 0;
});

const dictionary = {
  "identity.title": "Verify your identity",
  "identity.statusLabel": "Status:",
  "identity.status.not_requested": "Not verified",
  "identity.status.pending": "Under review",
  "identity.status.verified": "Verified",
  "identity.check.start": "Start identity check",
  "identity.check.started": "Your identity check is running.",
  "identity.upload.kind": "Document type",
  "identity.upload.file": "File",
  "identity.upload.submit": "Upload",
  "identity.upload.notAccepted": "We accept PDF, GIF, JPG, and PNG files no larger than 15 MB",
  "identity.upload.success": "Document uploaded successfully",
  "identity.kind.id_front": "ID card or passport (front)",
  "identity.documentStatus.pending": "Under review",
  "identity.close": "Close",
};

const document = (extra: Partial<IdentityDocument> = {}): IdentityDocument => ({
  id: "6f1c1d39-2d51-4a4e-9b1a-6f5d8c1c2a10",
  kind: "id_front",
  fileName: "passport.png",
  mediaType: "image/png",
  sizeBytes: 68,
  status: "pending",
  rejectReason: null,
  createdAt: "2026-11-22T12:00:00.000Z",
  reviewedAt: null,
  ...extra,
});

const state = (extra: Partial<MyIdentityVerification> = {}): MyIdentityVerification => ({
  verification: { status: "not_requested", method: null, rejectReason: null, verifiedAt: null },
  documents: [],
  autoVerificationData: {
    isEnabled: true,
    isAvailable: true,
    isTest: true,
    showOn: ["profile"],
    providers: ["sandbox"],
  },
  ...extra,
});

function open(url = "/account#verify") {
  renderApp(<VerifyHashListener />, { dictionary, appInit: playerAppInit(), url });
}

/** The mock API, plus the multipart upload (mockApi reads JSON bodies only): answers with `answer`. */
function installWithUpload(api: ReturnType<typeof mockApi>, answer: () => object) {
  const uploads: FormData[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      uploads.push(init.body);
      return new Response(JSON.stringify(uploadIdentityDocumentEndpoint.output.parse(answer())), {
        status: 200,
      });
    }
    return api.fetch(input, init);
  });
  return uploads;
}

describe("the verification widget", () => {
  it("opens on #verify with the status and the identity check, and stays closed without it", async () => {
    mockApi()
      .on(myIdentityVerificationEndpoint, () => state())
      .install();
    open("/account");
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    open();
    expect(await screen.findByRole("dialog", { name: "Verify your identity" })).toBeTruthy();
    await screen.findByText("Not verified");
    expect(screen.getByRole("button", { name: "Start identity check" })).toBeTruthy();
  });

  it("offers no identity check once it is unavailable or not shown on the profile", async () => {
    mockApi()
      .on(myIdentityVerificationEndpoint, () =>
        state({
          verification: { status: "pending", method: null, rejectReason: null, verifiedAt: null },
          autoVerificationData: {
            isEnabled: true,
            isAvailable: true,
            isTest: true,
            showOn: [],
            providers: [],
          },
        }),
      )
      .install();
    open();
    await screen.findByText("Under review");
    expect(screen.queryByRole("button", { name: "Start identity check" })).toBeNull();
  });

  it("starts the identity check and says it is running", async () => {
    const api = mockApi()
      .on(myIdentityVerificationEndpoint, () => state())
      .on(startIdentityCheckEndpoint, () => ({
        check: {
          id: "c1",
          provider: "sandbox",
          reference: "sandbox-1",
          status: "started",
          createdAt: "2026-11-22T12:00:00.000Z",
          completedAt: null,
        },
        session: { provider: "sandbox", reference: "sandbox-1", url: null, widget: {} },
      }))
      .install();
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Start identity check" }));
    await screen.findByText("Your identity check is running.");
    expect(api.bodiesOf(startIdentityCheckEndpoint)).toEqual([{}]);
  });

  it("refuses a file over 15 MB in the browser, with the spec's message and no upload", async () => {
    const api = mockApi().on(myIdentityVerificationEndpoint, () => state());
    const uploads = installWithUpload(api, () => ({}));
    open();
    fireEvent.change(await screen.findByLabelText("Document type"), { target: { value: "id_front" } });
    const big = new File(["x"], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [big] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We accept PDF, GIF, JPG, and PNG files no larger than 15 MB",
    );
    expect(uploads).toEqual([]);
  });

  it("uploads the kind and the file, lists the document and says so in a toast", async () => {
    let stored: IdentityDocument[] = [];
    const api = mockApi().on(myIdentityVerificationEndpoint, () => state({ documents: stored }));
    const uploads = installWithUpload(api, () => {
      stored = [document()];
      return {
        document: document(),
        verification: { status: "pending", method: null, rejectReason: null, verifiedAt: null },
      };
    });
    open();
    fireEvent.change(await screen.findByLabelText("Document type"), { target: { value: "id_front" } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "passport.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [file] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(toasts.shown).toEqual(["Document uploaded successfully"]));
    expect(uploads[0]?.get("kind")).toBe("id_front");
    expect((uploads[0]?.get("file") as File | undefined)?.name).toBe("passport.png");
    expect(await screen.findByRole("link", { name: "passport.png" })).toBeTruthy();
  });
});
