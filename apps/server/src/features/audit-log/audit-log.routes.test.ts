import { type AuditEntry, exportAuditLogEndpoint, searchAuditLogEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOperator, expectAudited, type TestOperator } from "../../test-support/operators";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { type AuditActor, recordAudit } from ".";

const BASE = new Date("2026-11-20T08:00:00.000Z");
const HOUR = 3_600_000;

describe("the audit log in the back office: search and CSV export", () => {
  let t: TestApp;
  let compliance: TestOperator;
  let support: TestOperator;
  const alice = { id: "00000000-0000-4000-8000-00000000000a", email: "alice@casino.test" };
  const bob = { id: "00000000-0000-4000-8000-00000000000b", email: "bob@casino.test" };

  const actor = (who: { id: string; email: string }, action: string): AuditActor => ({
    operatorId: who.id,
    operatorEmail: who.email,
    action,
    ip: "198.51.100.7",
    requestId: "req-test",
    noteRecorded() {},
  });

  beforeAll(async () => {
    t = await createTestApp();
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
    support = await createTestOperator(t.db, { roleId: "support" });
    // Ten entries an hour apart: alice suspends players 0–4, bob adjusts players 5–9.
    for (let index = 0; index < 10; index += 1) {
      const who = index < 5 ? alice : bob;
      await t.db.transaction((tx) =>
        recordAudit(
          tx,
          actor(who, index < 5 ? "suspendPlayer" : "requestAdjustment"),
          {
            targetType: "player",
            targetId: `player-${index}`,
            before: { status: "ACTIVE" },
            after: { reason: index === 9 ? '=HYPERLINK("http://evil.test","click")' : `reason ${index}` },
          },
          new Date(BASE.getTime() + index * HOUR),
        ),
      );
    }
  });
  afterAll(() => t.close());

  const search = (query: string, operator: TestOperator | null = compliance) =>
    t.app.inject({
      url: `/api/backoffice/audit/${query}`,
      headers: operator ? { cookie: operator.cookie } : {},
    });
  const csv = (query: string, operator: TestOperator | null = compliance) =>
    t.app.inject({
      url: `/api/backoffice/audit/export.csv${query}`,
      headers: operator ? { cookie: operator.cookie } : {},
    });
  const targetsOf = (entries: AuditEntry[]) => entries.map((entry) => entry.targetId);

  it("refuses a caller without an operator session (401) or without audit:read (403)", async () => {
    for (const call of [search, csv]) {
      const anonymous = await call("", null);
      expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
      const forbidden = await call("", support);
      expect([forbidden.statusCode, forbidden.json().error.code]).toEqual([403, "FORBIDDEN"]);
    }
  });

  it("refuses filters that are not valid (400)", async () => {
    for (const query of [
      "?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z",
      "?from=yesterday",
      "?operatorId=not-a-uuid",
      "?limit=0",
      "?limit=201",
      "?before=-3",
      "?color=red",
    ]) {
      const response = await search(query);
      expect([query, response.statusCode, response.json().error.code]).toEqual([
        query,
        400,
        "VALIDATION_FAILED",
      ]);
    }
    expect((await csv("?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z")).statusCode).toBe(400);
  });

  it("answers newest first and pages back by seq without overlap", async () => {
    const first = await search("?limit=4");
    expect(first.statusCode).toBe(200);
    const page1 = searchAuditLogEndpoint.output.parse(first.json());
    expect(targetsOf(page1.entries)).toEqual(["player-9", "player-8", "player-7", "player-6"]);
    expect(page1.entries[0]).toMatchObject({
      operatorEmail: bob.email,
      action: "requestAdjustment",
      targetType: "player",
      occurredAt: "2026-11-20T17:00:00.000Z",
      before: { status: "ACTIVE" },
      ip: "198.51.100.7",
    });
    const page2 = (await search(`?limit=4&before=${page1.nextBefore}`)).json();
    expect(targetsOf(page2.entries)).toEqual(["player-5", "player-4", "player-3", "player-2"]);
    const page3 = (await search(`?limit=4&before=${page2.nextBefore}`)).json();
    expect(targetsOf(page3.entries)).toEqual(["player-1", "player-0"]);
    expect(page3.nextBefore).toBeNull();
  });

  it("filters by operator, action, target and time (from inclusive, to exclusive)", async () => {
    const byAlice = (await search(`?operatorId=${alice.id}`)).json();
    expect(targetsOf(byAlice.entries)).toEqual(["player-4", "player-3", "player-2", "player-1", "player-0"]);
    const adjustments = (await search("?action=requestAdjustment&limit=2")).json();
    expect(targetsOf(adjustments.entries)).toEqual(["player-9", "player-8"]);
    const one = (await search("?targetType=player&targetId=player-3")).json();
    expect(targetsOf(one.entries)).toEqual(["player-3"]);
    const window = (await search("?from=2026-11-20T10:00:00Z&to=2026-11-20T13:00:00Z")).json();
    expect(targetsOf(window.entries)).toEqual(["player-4", "player-3", "player-2"]);
    const offset = (await search("?from=2026-11-20T12:00:00%2B02:00&to=2026-11-20T13:00:00%2B02:00")).json();
    expect(targetsOf(offset.entries)).toEqual(["player-2"]);
  });

  it("exports the matching entries as a CSV download, neutralises formulas, and audits the export", async () => {
    const response = await csv(`?operatorId=${bob.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="audit-log-[\dT-]+Z\.csv"$/,
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "seq,occurredAt,operatorId,operatorEmail,action,targetType,targetId,before,after,ip,requestId,hash",
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(
      `"2026-11-20T17:00:00.000Z","${bob.id}","bob@casino.test","requestAdjustment"`,
    );
    // The JSON cell is quoted with its quotes doubled; the formula inside it is only text.
    expect(lines[1]).toContain('"{""reason"":""=HYPERLINK(\\""http://evil.test\\"",\\""click\\"")""}"');
    expect(lines[1]).not.toMatch(/,"=/);
    await expectAudited(t.db, exportAuditLogEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "audit-log",
      targetId: null,
    });
    const [entry] = (await search("?action=exportAuditLog")).json().entries;
    expect(entry.after).toEqual({ filters: { operatorId: bob.id }, rowCount: 5, isTruncated: false });
  });

  it("documents the export as text/csv in the OpenAPI document", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const operation = document.paths["/api/backoffice/audit/export.csv"].get;
    expect(Object.keys(operation.responses["200"].content)).toEqual(["text/csv"]);
    expect(operation.tags).toEqual(["backoffice"]);
  });
});
