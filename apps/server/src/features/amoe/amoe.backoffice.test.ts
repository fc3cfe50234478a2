import {
  AmoeRequestRecordSchema,
  listAmoeRequestsEndpoint,
  listAmoeSettingsEndpoint,
  recordAmoeRequestEndpoint,
  rejectAmoeRequestEndpoint,
  updateAmoeSettingEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf, reconcileLedger } from "../ledger";

const DAY = 24 * 60 * 60 * 1000;

describe("free entries by mail, in the back office", () => {
  const clock = manualClock();
  let t: TestApp;
  let compliance: TestOperator;
  let support: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    compliance = await createTestOperator(t.db, { roleId: "compliance", name: "Casey Compliance" });
    // support may read the compliance module, finance may not see it at all.
    support = await createTestOperator(t.db, { roleId: "support" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null = compliance) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const post = (url: string, payload: object | undefined, who: TestOperator | null = compliance) =>
    t.app.inject({ method: "POST", url, headers: backofficeHeaders(who), ...(payload ? { payload } : {}) });
  const record = (code: string, who: TestOperator | null = compliance) =>
    post(`/api/backoffice/amoe/requests/${encodeURIComponent(code)}/record/`, undefined, who);
  const reject = (code: string, reason: string, who: TestOperator | null = compliance) =>
    post(`/api/backoffice/amoe/requests/${encodeURIComponent(code)}/reject/`, { reason }, who);
  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const codeFor = async (player: TestPlayer): Promise<string> =>
    (
      await t.app.inject({
        method: "POST",
        url: "/rest/amoe/request/",
        headers: { "x-casino-client": "test", cookie: player.cookie },
      })
    ).json().request.code;
  const entriesOf = async (playerId: string) => (await balancesOf(t.db, playerId)).entries;
  const amoeHouse = async () =>
    BigInt(
      (
        await t.db.query<{ total: string }>(
          `select coalesce(sum(p.amount), 0)::text as total from ledger_posting p
           join ledger_account a on a.id = p.account_id where a.house = 'amoe'`,
        )
      )[0]?.total ?? "0",
    );
  const countRows = async (table: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  it("looks a code up however it was written on the card: player, e-mail and status", async () => {
    const player = await createTestPlayer(t.db);
    const code = await codeFor(player);
    const typed = ` ${code.replace("-", " ").toLowerCase()} `;
    const response = await get(`/api/backoffice/amoe/requests/${encodeURIComponent(typed)}/`, support);
    expect(response.statusCode).toBe(200);
    expect(AmoeRequestRecordSchema.parse(response.json())).toMatchObject({
      code,
      playerId: player.playerId,
      playerEmail: player.email,
      brandId: "funrize",
      status: "issued",
      recordedBy: null,
    });
  });

  it("an unknown or impossible code is AMOE_CODE_NOT_FOUND; an overlong one is bad input", async () => {
    expect(errorOf(await get("/api/backoffice/amoe/requests/ABCDE-FGHJK/"))).toEqual([
      404,
      "AMOE_CODE_NOT_FOUND",
    ]);
    expect(errorOf(await get("/api/backoffice/amoe/requests/0000000000/"))).toEqual([
      404,
      "AMOE_CODE_NOT_FOUND",
    ]);
    expect(errorOf(await record("ABCDE-FGHJK"))).toEqual([404, "AMOE_CODE_NOT_FOUND"]);
    expect(errorOf(await get(`/api/backoffice/amoe/requests/${"A".repeat(41)}/`))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("refuses a guest and a role without the compliance module, and a reader's writes", async () => {
    const player = await createTestPlayer(t.db);
    const code = await codeFor(player);
    expect(errorOf(await get(`/api/backoffice/amoe/requests/${code}/`, null))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    expect(errorOf(await get(`/api/backoffice/amoe/requests/${code}/`, finance))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await get("/api/backoffice/amoe/requests/", finance))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await get("/api/backoffice/amoe/settings/", null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await record(code, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await record(code, support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await reject(code, "Typed", support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await post("/api/backoffice/amoe/settings/funrize/", { periodDays: 2 }, support))).toEqual(
      [403, "FORBIDDEN"],
    );
    // A player's session is no operator's.
    const asPlayer = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/amoe/requests/${code}/record/`,
      headers: { "x-casino-client": "web", cookie: player.cookie },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect(await entriesOf(player.playerId)).toBe(0n);
  });

  it("recording a letter credits exactly the set entries from the amoe house account, once", async () => {
    const player = await createTestPlayer(t.db);
    const code = await codeFor(player);
    const houseBefore = await amoeHouse();
    clock.advance(1000);
    const response = await record(code);
    expect(response.statusCode).toBe(200);
    const recorded = AmoeRequestRecordSchema.parse(response.json());
    expect(recorded).toMatchObject({
      code,
      status: "credited",
      entries: "5.00",
      receivedAt: clock.now().toISOString(),
      recordedBy: { id: compliance.operatorId, name: "Casey Compliance" },
    });
    await expectAudited(t.db, recordAmoeRequestEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "amoe_request",
      targetId: code,
    });
    expect(await entriesOf(player.playerId)).toBe(500n);
    expect(await amoeHouse()).toBe(houseBefore - 500n);
    const [posting] = await t.db.query<{ kind: string; n: number }>(
      "select kind, (select count(*)::int from ledger_posting p where p.transaction_id = t.id) as n from ledger_transaction t where idempotency_key = $1",
      [`amoe:${code}`],
    );
    expect(posting).toEqual({ kind: "amoe", n: 2 });

    // The player is told, and their page shows the code credited.
    const notifications = (
      await t.app.inject({ url: "/rest/notifications/", headers: { cookie: player.cookie } })
    ).json().notifications;
    expect(notifications[0]).toMatchObject({ category: "rewards", title: "Your free entries arrived" });
    const mine = (await t.app.inject({ url: "/rest/amoe/", headers: { cookie: player.cookie } })).json();
    expect(mine.requests[0]).toMatchObject({ code, status: "credited", entries: "5.00" });

    // A second recording of the same letter changes nothing.
    const audits = await countRows("audit_log");
    expect(errorOf(await record(code))).toEqual([409, "AMOE_ALREADY_RECORDED"]);
    expect(errorOf(await reject(code, "Changed my mind"))).toEqual([409, "AMOE_ALREADY_RECORDED"]);
    expect(await entriesOf(player.playerId)).toBe(500n);
    expect(await countRows("audit_log")).toBe(audits);
    expect((await reconcileLedger(t.db)).isSound).toBe(true);
  });

  it("the same letter recorded by several operators at once is credited once", async () => {
    const player = await createTestPlayer(t.db);
    const code = await codeFor(player);
    clock.advance(1000);
    const answers = await Promise.all([record(code), record(code), record(code), record(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe("AMOE_ALREADY_RECORDED");
    }
    expect(await entriesOf(player.playerId)).toBe(500n);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from ledger_transaction where idempotency_key = $1",
      [`amoe:${code}`],
    );
    expect(row?.n).toBe(1);
    expect((await reconcileLedger(t.db)).isSound).toBe(true);
  });

  it("the cap per period refuses the next letter without changing it, and allows it after the period", async () => {
    const player = await createTestPlayer(t.db);
    const first = await codeFor(player);
    expect((await record(first)).statusCode).toBe(200);
    const second = await codeFor(player);
    expect(second).not.toBe(first);
    clock.advance(DAY - 1000);
    const refused = await record(second);
    expect(errorOf(refused)).toEqual([409, "AMOE_CAP_REACHED"]);
    expect(await entriesOf(player.playerId)).toBe(500n);
    const still = (await get(`/api/backoffice/amoe/requests/${second}/`)).json();
    expect(still.status).toBe("issued");

    clock.advance(1000);
    const allowed = await record(second);
    expect(allowed.statusCode).toBe(200);
    expect(await entriesOf(player.playerId)).toBe(1000n);
  });

  it("a rejected letter credits nothing, keeps the reason for the player and is audited", async () => {
    const player = await createTestPlayer(t.db);
    const code = await codeFor(player);
    expect(errorOf(await reject(code, "  "))).toEqual([400, "VALIDATION_FAILED"]);
    const response = await reject(code, "The card was not hand-written.");
    expect(response.statusCode).toBe(200);
    expect(AmoeRequestRecordSchema.parse(response.json())).toMatchObject({
      status: "rejected",
      entries: null,
      rejectReason: "The card was not hand-written.",
    });
    await expectAudited(t.db, rejectAmoeRequestEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "amoe_request",
      targetId: code,
    });
    expect(await entriesOf(player.playerId)).toBe(0n);
    expect(errorOf(await record(code))).toEqual([409, "AMOE_ALREADY_RECORDED"]);
    // The rejected code is no longer outstanding: the player's next request gets a new one.
    expect(await codeFor(player)).not.toBe(code);
  });

  it("lists recent requests newest first, by status and brand", async () => {
    const player = await createTestPlayer(t.db);
    clock.advance(1000);
    const code = await codeFor(player);
    const response = await get("/api/backoffice/amoe/requests/?status=issued&brandId=funrize", support);
    expect(response.statusCode).toBe(200);
    const list = listAmoeRequestsEndpoint.output.parse(response.json());
    expect(list.requests[0]).toMatchObject({ code, playerEmail: player.email, status: "issued" });
    expect(list.requests.every((r) => r.status === "issued")).toBe(true);
    expect(errorOf(await get("/api/backoffice/amoe/requests/?status=lost"))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("edits a brand's settings (audited), and the next letter earns the new amount", async () => {
    const settings = listAmoeSettingsEndpoint.output.parse(
      (await get("/api/backoffice/amoe/settings/", support)).json(),
    ).settings;
    expect(settings.map((s) => s.brandId)).toContain("nlc");
    const bad = await post("/api/backoffice/amoe/settings/nlc/", {
      entriesPerRequest: "0",
      maxCreditsPerPeriod: 0,
      periodDays: 1,
      mailingAddress: "",
    });
    expect(errorOf(bad)).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await post("/api/backoffice/amoe/settings/nope/", {}))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);

    const response = await post("/api/backoffice/amoe/settings/funrize/", {
      entriesPerRequest: "2.5",
      maxCreditsPerPeriod: 3,
      periodDays: 7,
      mailingAddress: "Funrize AMOE\n  PO Box 9 \n\nDover, DE 19901",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      brandId: "funrize",
      entriesPerRequest: "2.50",
      maxCreditsPerPeriod: 3,
      periodDays: 7,
      mailingAddress: "Funrize AMOE\nPO Box 9\nDover, DE 19901",
    });
    await expectAudited(t.db, updateAmoeSettingEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "amoe_setting",
      targetId: "funrize",
    });
    const page = (await t.app.inject({ url: "/rest/amoe/" })).json();
    expect(page.instructions).toMatchObject({ entriesPerRequest: "2.50", periodDays: 7 });

    const player = await createTestPlayer(t.db);
    expect((await record(await codeFor(player))).statusCode).toBe(200);
    expect(await entriesOf(player.playerId)).toBe(250n);
  });
});
