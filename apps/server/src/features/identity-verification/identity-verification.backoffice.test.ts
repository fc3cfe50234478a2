import {
  approveIdentityDocumentEndpoint,
  IdentityEventSchema,
  kycQueueEndpoint,
  playerChannel,
  playerIdentityEndpoint,
  rejectIdentityDocumentEndpoint,
  uploadIdentityDocumentEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { SAMPLES, tempDataDir, upload } from "./identity-verification.test-fixture";

type Answer = { statusCode: number; json(): { error?: { code: string } } };
const codeOf = (response: Answer) => [response.statusCode, response.json().error?.code];
const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("the KYC queue in the back office", () => {
  let t: TestApp;
  let compliance: TestOperator;
  let support: TestOperator;
  let finance: TestOperator;
  let published: { channel: string; event: string; data: unknown }[] = [];
  beforeAll(async () => {
    // A clock that moves a second per reading, so documents uploaded one after another are in that order.
    let tick = 0;
    const clock = { now: () => new Date(Date.parse("2026-11-22T12:00:00Z") + 1000 * tick++) };
    t = await createTestApp({ env: { DATA_DIR: tempDataDir() }, clock });
    // compliance decides; support only reads the module; finance has no part in it.
    compliance = await createTestOperator(t.db, { roleId: "compliance", name: "Cora Compliance" });
    support = await createTestOperator(t.db, { roleId: "support" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
    const publish = t.app.push.publish.bind(t.app.push);
    vi.spyOn(t.app.push, "publish").mockImplementation((channel, event, data) => {
      published.push({ channel, event, data });
      return publish(channel, event, data);
    });
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const post = (url: string, payload: object, who: TestOperator | null) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(who) });
  const approve = (id: string, who: TestOperator | null = compliance) =>
    post(`/api/backoffice/identity-verification/documents/${id}/approve/`, {}, who);
  const reject = (id: string, reason: unknown, who: TestOperator | null = compliance) =>
    post(`/api/backoffice/identity-verification/documents/${id}/reject/`, { reason }, who);
  async function uploaded(player: TestPlayer, bytes = SAMPLES.png) {
    const response = await upload(t, player.cookie, "id_front", { name: "id.png", bytes });
    return uploadIdentityDocumentEndpoint.output.parse(response.json()).document;
  }
  const statusOf = async (player: TestPlayer) =>
    (await t.app.inject({ url: "/rest/identity-verification/", headers: { cookie: player.cookie } })).json()
      .verification.status;

  it("lists pending documents oldest first with each player, and only to compliance readers", async () => {
    const first = await createTestPlayer(t.db);
    const second = await createTestPlayer(t.db);
    const a = await uploaded(first);
    const b = await uploaded(second);
    const response = await get("/api/backoffice/identity-verification/queue/", support);
    expect(response.statusCode).toBe(200);
    const queue = kycQueueEndpoint.output.parse(response.json());
    const ids = queue.documents.map((doc) => doc.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(queue.documents.find((doc) => doc.id === a.id)).toMatchObject({
      playerId: first.playerId,
      playerEmail: first.email,
      status: "pending",
    });
    expect(queue.pendingCount).toBeGreaterThanOrEqual(2);
    expect(codeOf(await get("/api/backoffice/identity-verification/queue/", null))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    expect(codeOf(await get("/api/backoffice/identity-verification/queue/", finance))).toEqual([
      403,
      "FORBIDDEN",
    ]);
    expect(codeOf(await get("/api/backoffice/identity-verification/queue/?limit=0", support))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("a compliance reader downloads a document's bytes; a role without compliance cannot", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player, SAMPLES.gif);
    const url = `/api/backoffice/identity-verification/documents/${doc.id}/file/`;
    const response = await get(url, support);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.equals(SAMPLES.gif)).toBe(true);
    expect(codeOf(await get(url, finance))).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
    // A player's session is no operator's.
    const asPlayer = await t.app.inject({ url, headers: { cookie: player.cookie } });
    expect(codeOf(asPlayer)).toEqual([401, "UNAUTHENTICATED"]);
    expect(
      codeOf(await get(`/api/backoffice/identity-verification/documents/${NOBODY}/file/`, support)),
    ).toEqual([404, "DOCUMENT_NOT_FOUND"]);
  });

  it("approving verifies the player, is audited and pushes identity.approved", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player);
    published = [];
    const response = await approve(doc.id);
    expect(response.statusCode).toBe(200);
    const answer = approveIdentityDocumentEndpoint.output.parse(response.json());
    expect(answer.document).toMatchObject({ status: "approved", reviewedByName: "Cora Compliance" });
    expect(answer.verification).toMatchObject({ status: "verified", method: "document" });
    await expectAudited(t.db, approveIdentityDocumentEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "identity_document",
      targetId: doc.id,
    });
    expect(await statusOf(player)).toBe("verified");
    await t.relayOutbox();
    const event = published.find((p) => p.channel === playerChannel(player.playerId));
    expect(event?.event).toBe("identity.approved");
    expect(IdentityEventSchema.parse(event?.data)).toMatchObject({
      verification: { status: "verified" },
      document: { id: doc.id, status: "approved" },
      reason: null,
    });
    const queue = kycQueueEndpoint.output.parse(
      (await get("/api/backoffice/identity-verification/queue/", support)).json(),
    );
    expect(queue.documents.map((d) => d.id)).not.toContain(doc.id);
  });

  it("rejecting with a reason is audited and pushes identity.rejected with the reason", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player);
    published = [];
    const response = await reject(doc.id, " The photo is blurred. ");
    expect(response.statusCode).toBe(200);
    const answer = rejectIdentityDocumentEndpoint.output.parse(response.json());
    expect(answer.document).toMatchObject({ status: "rejected", rejectReason: "The photo is blurred." });
    expect(answer.verification).toMatchObject({ status: "rejected", rejectReason: "The photo is blurred." });
    await expectAudited(t.db, rejectIdentityDocumentEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "identity_document",
      targetId: doc.id,
    });
    await t.relayOutbox();
    const event = published.find((p) => p.channel === playerChannel(player.playerId));
    expect(event?.event).toBe("identity.rejected");
    expect(IdentityEventSchema.parse(event?.data)).toMatchObject({
      reason: "The photo is blurred.",
      document: { id: doc.id, status: "rejected" },
    });
  });

  it("a rejected document leaves the player pending while another waits for review", async () => {
    const player = await createTestPlayer(t.db);
    const first = await uploaded(player);
    await uploaded(player);
    expect((await reject(first.id, "Expired")).statusCode).toBe(200);
    expect(await statusOf(player)).toBe("pending");
  });

  it("a document decided already cannot be decided again", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player);
    expect((await approve(doc.id)).statusCode).toBe(200);
    const audits = await t.db.query("select seq from audit_log");
    expect(codeOf(await reject(doc.id, "Changed my mind"))).toEqual([409, "DOCUMENT_ALREADY_REVIEWED"]);
    expect(codeOf(await approve(doc.id))).toEqual([409, "DOCUMENT_ALREADY_REVIEWED"]);
    expect(await t.db.query("select seq from audit_log")).toHaveLength(audits.length);
    expect(await statusOf(player)).toBe("verified");
  });

  it("refuses a decision from a guest, a read-only role, with bad input or on no document", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player);
    expect(codeOf(await approve(doc.id, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await approve(doc.id, support))).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await reject(doc.id, "No", finance))).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await reject(doc.id, "  "))).toEqual([400, "VALIDATION_FAILED"]);
    expect(codeOf(await reject(doc.id, "x".repeat(501)))).toEqual([400, "VALIDATION_FAILED"]);
    expect(codeOf(await approve("not-a-uuid"))).toEqual([400, "VALIDATION_FAILED"]);
    expect(codeOf(await approve(NOBODY))).toEqual([404, "DOCUMENT_NOT_FOUND"]);
    expect(await statusOf(player)).toBe("pending");
  });

  it("the player page's Identity tab shows the status, every document and every check", async () => {
    const player = await createTestPlayer(t.db);
    const doc = await uploaded(player);
    await reject(doc.id, "Cut off");
    const url = `/api/backoffice/players/${player.playerId}/identity-verification/`;
    const response = await get(url, support);
    expect(response.statusCode).toBe(200);
    const tab = playerIdentityEndpoint.output.parse(response.json());
    expect(tab.verification.status).toBe("rejected");
    expect(tab.documents.map((d) => [d.id, d.status, d.rejectReason])).toEqual([
      [doc.id, "rejected", "Cut off"],
    ]);
    expect(tab.checks).toEqual([]);
    expect(tab.duplicateOf).toBeNull();
    expect(codeOf(await get(url, finance))).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await get(`/api/backoffice/players/${NOBODY}/identity-verification/`, support))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    expect(codeOf(await get("/api/backoffice/players/nope/identity-verification/", support))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });
});
