import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NOT_ACCEPTED_MESSAGE,
  MyIdentityVerificationSchema,
  uploadIdentityDocumentEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { SAMPLES, tempDataDir, upload } from "./identity-verification.test-fixture";

type Answer = { statusCode: number; json(): { error?: { code: string; message: string } } };
const codeOf = (response: Answer) => [response.statusCode, response.json().error?.code];

describe("identity documents, from the player's side", () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(() => t.close());

  const mine = async (cookie: string) =>
    MyIdentityVerificationSchema.parse(
      (await t.app.inject({ url: "/rest/identity-verification/", headers: { cookie } })).json(),
    );
  const storedFiles = (playerId: string) => {
    try {
      return readdirSync(join(dataDir, "private", "identity-documents", playerId));
    } catch {
      return [];
    }
  };

  it("a new player has nothing to show and is offered the sandbox identity check", async () => {
    const player = await createTestPlayer(t.db);
    expect(await mine(player.cookie)).toEqual({
      verification: { status: "not_requested", method: null, rejectReason: null, verifiedAt: null },
      documents: [],
      autoVerificationData: {
        isEnabled: true,
        isAvailable: true,
        isTest: true,
        showOn: ["profile"],
        providers: ["sandbox"],
      },
    });
  });

  it("a guest can neither list, upload nor download documents", async () => {
    expect(codeOf(await t.app.inject({ url: "/rest/identity-verification/" }))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    expect(codeOf(await upload(t, null, "id_front", { name: "a.png", bytes: SAMPLES.png }))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    const file = await t.app.inject({
      url: "/rest/identity-verification/documents/00000000-0000-4000-8000-000000000000/file/",
    });
    expect(codeOf(file)).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("a PNG upload is stored outside the web root, listed as pending and puts the player in review", async () => {
    const player = await createTestPlayer(t.db);
    const response = await upload(t, player.cookie, "id_front", { name: "passport.png", bytes: SAMPLES.png });
    expect(response.statusCode).toBe(200);
    const answer = uploadIdentityDocumentEndpoint.output.parse(response.json());
    expect(answer.document).toMatchObject({
      kind: "id_front",
      fileName: "passport.png",
      mediaType: "image/png",
      sizeBytes: SAMPLES.png.length,
      status: "pending",
    });
    expect(answer.verification.status).toBe("pending");
    expect(storedFiles(player.playerId)).toHaveLength(1);
    const listed = await mine(player.cookie);
    expect(listed.documents).toEqual([answer.document]);
    expect(listed.verification.status).toBe("pending");
  });

  it("accepts GIF, JPEG and PDF content and records the type the bytes show", async () => {
    const player = await createTestPlayer(t.db);
    for (const [sample, type] of [
      ["gif", "image/gif"],
      ["jpeg", "image/jpeg"],
      ["pdf", "application/pdf"],
    ] as const) {
      const response = await upload(t, player.cookie, "proof_of_address", {
        name: `scan.${sample}`,
        bytes: SAMPLES[sample],
      });
      expect(response.statusCode, sample).toBe(200);
      expect(uploadIdentityDocumentEndpoint.output.parse(response.json()).document.mediaType).toBe(type);
    }
  });

  it("a file named .png holding PDF bytes is stored as the PDF it is", async () => {
    const player = await createTestPlayer(t.db);
    const response = await upload(t, player.cookie, "id_back", {
      name: "id.png",
      type: "image/png",
      bytes: SAMPLES.pdf,
    });
    expect(response.statusCode).toBe(200);
    expect(uploadIdentityDocumentEndpoint.output.parse(response.json()).document).toMatchObject({
      fileName: "id.png",
      mediaType: "application/pdf",
    });
  });

  it("refuses a PNG-named PDF over 15 MB with the spec's message, keeping nothing", async () => {
    const player = await createTestPlayer(t.db);
    const bytes = Buffer.concat([
      SAMPLES.pdf,
      Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - SAMPLES.pdf.length, 0x20),
    ]);
    const response = await upload(t, player.cookie, "id_front", {
      name: "big.png",
      type: "image/png",
      bytes,
    });
    expect(codeOf(response)).toEqual([413, "DOCUMENT_NOT_ACCEPTED"]);
    expect(response.json().error?.message).toBe(DOCUMENT_NOT_ACCEPTED_MESSAGE);
    expect(storedFiles(player.playerId)).toEqual([]);
    expect((await mine(player.cookie)).documents).toEqual([]);
  });

  it("accepts a PDF of exactly 15 MB", async () => {
    const player = await createTestPlayer(t.db);
    const bytes = Buffer.concat([SAMPLES.pdf, Buffer.alloc(DOCUMENT_MAX_BYTES - SAMPLES.pdf.length, 0x20)]);
    const response = await upload(t, player.cookie, "id_front", { name: "exact.pdf", bytes });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a text file and a file of unknown bytes, whatever they are named", async () => {
    const player = await createTestPlayer(t.db);
    for (const file of [
      { name: "notes.txt", bytes: SAMPLES.text },
      { name: "photo.jpg", type: "image/jpeg", bytes: SAMPLES.text },
    ]) {
      const response = await upload(t, player.cookie, "selfie", file);
      expect(codeOf(response)).toEqual([415, "DOCUMENT_NOT_ACCEPTED"]);
      expect(response.json().error?.message).toBe(DOCUMENT_NOT_ACCEPTED_MESSAGE);
    }
    expect(storedFiles(player.playerId)).toEqual([]);
    expect((await mine(player.cookie)).verification.status).toBe("not_requested");
  });

  it("refuses an unknown kind, a form without a file and a JSON body", async () => {
    const player = await createTestPlayer(t.db);
    expect(codeOf(await upload(t, player.cookie, "passport", { name: "a.png", bytes: SAMPLES.png }))).toEqual(
      [400, "VALIDATION_FAILED"],
    );
    expect(codeOf(await upload(t, player.cookie, "id_front"))).toEqual([400, "VALIDATION_FAILED"]);
    const json = await t.app.inject({
      method: "POST",
      url: "/rest/identity-verification/documents/",
      payload: { kind: "id_front" },
      headers: { cookie: player.cookie, "x-casino-client": "web" },
    });
    expect(codeOf(json)).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    expect(storedFiles(player.playerId)).toEqual([]);
  });

  it("refuses an upload without the client header (CSRF)", async () => {
    const player = await createTestPlayer(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/identity-verification/documents/",
      payload: "",
      headers: { cookie: player.cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(codeOf(response)).toEqual([403, "CSRF_REJECTED"]);
  });

  it("the owner downloads their document as an attachment of its stored type, byte for byte", async () => {
    const player = await createTestPlayer(t.db);
    const { document } = uploadIdentityDocumentEndpoint.output.parse(
      (await upload(t, player.cookie, "id_front", { name: "résumé.png", bytes: SAMPLES.pdf })).json(),
    );
    const response = await t.app.inject({
      url: `/rest/identity-verification/documents/${document.id}/file/`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="r_sum_.png"; filename\*=UTF-8''r%C3%A9sum%C3%A9.png$/,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.equals(SAMPLES.pdf)).toBe(true);
  });

  it("another player cannot download my document: it does not exist for them", async () => {
    const owner = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const { document } = uploadIdentityDocumentEndpoint.output.parse(
      (await upload(t, owner.cookie, "id_front", { name: "a.png", bytes: SAMPLES.png })).json(),
    );
    const url = `/rest/identity-verification/documents/${document.id}/file/`;
    expect(codeOf(await t.app.inject({ url, headers: { cookie: other.cookie } }))).toEqual([
      404,
      "DOCUMENT_NOT_FOUND",
    ]);
    expect((await mine(other.cookie)).documents).toEqual([]);
  });

  it("a malformed document id is bad input", async () => {
    const player = await createTestPlayer(t.db);
    const response = await t.app.inject({
      url: "/rest/identity-verification/documents/not-a-uuid/file/",
      headers: { cookie: player.cookie },
    });
    expect(codeOf(response)).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("documents are never served from the static folders", async () => {
    const player = await createTestPlayer(t.db);
    await upload(t, player.cookie, "id_front", { name: "a.png", bytes: SAMPLES.png });
    const [stored] = storedFiles(player.playerId);
    for (const url of [
      `/private/identity-documents/${player.playerId}/${stored}`,
      `/identity-documents/${player.playerId}/${stored}`,
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
