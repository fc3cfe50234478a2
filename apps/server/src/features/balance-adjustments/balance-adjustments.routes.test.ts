import {
  approveAdjustmentEndpoint,
  rejectAdjustmentEndpoint,
  requestAdjustmentEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundPlayer } from "../../test-support/games";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("back office: balance adjustments with four eyes above the brand's threshold", () => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  let compliance: TestOperator;
  let marketing: TestOperator;

  beforeAll(async () => {
    t = await createTestApp();
    support = await createTestOperator(t.db, { roleId: "support", name: "Requester" });
    finance = await createTestOperator(t.db, { roleId: "finance", name: "Approver" });
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
  });
  // close() also proves the ledger sound: every adjustment balanced, no money made or lost.
  afterAll(() => t.close());

  const post = (url: string, payload: object = {}, who: TestOperator | null = support) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(who) });
  const get = (url: string, who: TestOperator | null = finance) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const request = (playerId: string, body: object, who: TestOperator | null = support) =>
    post(`/api/backoffice/players/${playerId}/adjustments/`, body, who);
  const balances = async (playerId: string) =>
    Object.fromEntries(
      (
        await t.db.query<{ currency: string; balance: string }>(
          "select currency, balance::text from ledger_account where player_id = $1",
          [playerId],
        )
      ).map((row) => [row.currency, BigInt(row.balance)]),
    );
  const counts = async () =>
    (
      await t.db.query<{ adjustments: string; transactions: string; audits: string }>(
        `select (select count(*) from balance_adjustment)::text as adjustments,
                (select count(*) from ledger_transaction)::text as transactions,
                (select count(*) from audit_log)::text as audits`,
      )
    )[0];

  it("posts an adjustment within the threshold at once, as one ledger transaction from the house", async () => {
    const p = await createTestPlayer(t.db);
    // funrize: 50.00 entries without approval.
    const response = await request(p.playerId, { currency: "entries", amount: "12.50", reason: "Goodwill" });
    expect(response.statusCode).toBe(200);
    const adjustment = response.json();
    expect(adjustment).toMatchObject({
      playerId: p.playerId,
      currency: "entries",
      amount: "12.50",
      reason: "Goodwill",
      status: "POSTED",
      requestedBy: { id: support.operatorId, name: "Requester" },
      decidedBy: null,
    });
    expect(adjustment.ledgerTransactionId).not.toBeNull();
    await expectAudited(t.db, requestAdjustmentEndpoint, {
      operatorId: support.operatorId,
      targetType: "balance-adjustment",
      targetId: adjustment.id,
    });
    expect((await balances(p.playerId)).entries).toBe(1250n);
    const postings = await t.db.query<{ key: string; house: string | null; amount: string }>(
      `select t.idempotency_key as key, a.house, p.amount::text from ledger_transaction t
       join ledger_posting p on p.transaction_id = t.id join ledger_account a on a.id = p.account_id
       where t.id = $1 order by p.amount`,
      [adjustment.ledgerTransactionId],
    );
    expect(postings).toEqual([
      { key: `adjustment:${adjustment.id}`, house: "adjustments", amount: "-1250" },
      { key: `adjustment:${adjustment.id}`, house: null, amount: "1250" },
    ]);
    const page = (await get(`/api/backoffice/players/${p.playerId}/`)).json();
    expect(page.balance.entries).toBe(12.5);
  });

  it("takes from a player within the threshold, and refuses to take more than they hold, changing nothing", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { coins: 500 });
    const taken = await request(p.playerId, { currency: "coins", amount: "-200", reason: "Duplicate grant" });
    expect(taken.json()).toMatchObject({ status: "POSTED", amount: "-200" });
    expect((await balances(p.playerId)).coins).toBe(300n);
    const before = await counts();
    const refused = await request(p.playerId, { currency: "coins", amount: "-301", reason: "Too much" });
    expect(code(refused)).toEqual([409, "INSUFFICIENT_FUNDS"]);
    // Above the threshold too: a pending request the balance cannot cover is refused at once.
    const pending = await request(p.playerId, { currency: "coins", amount: "-200000", reason: "Too much" });
    expect(code(pending)).toEqual([409, "INSUFFICIENT_FUNDS"]);
    expect(await counts()).toEqual(before);
    expect((await balances(p.playerId)).coins).toBe(300n);
  });

  it("four eyes: above the threshold it waits; the requester cannot decide it; another operator approves once", async () => {
    const p = await createTestPlayer(t.db);
    const pending = await request(p.playerId, { currency: "entries", amount: "75", reason: "Lost win" });
    expect(pending.json()).toMatchObject({ status: "PENDING", ledgerTransactionId: null, amount: "75.00" });
    const id = pending.json().id as string;
    expect((await balances(p.playerId)).entries).toBe(0n);

    const listed = (await get("/api/backoffice/adjustments/?status=PENDING&pageSize=100")).json();
    expect(listed.adjustments.map((a: { id: string }) => a.id)).toContain(id);
    expect(listed.adjustments.every((a: { status: string }) => a.status === "PENDING")).toBe(true);

    const before = await counts();
    expect(code(await post(`/api/backoffice/adjustments/${id}/approve/`))).toEqual([403, "FORBIDDEN"]);
    expect(code(await post(`/api/backoffice/adjustments/${id}/reject/`))).toEqual([403, "FORBIDDEN"]);
    expect(code(await post(`/api/backoffice/adjustments/${id}/approve/`, {}, compliance))).toEqual([
      403,
      "FORBIDDEN",
    ]);
    expect(code(await post(`/api/backoffice/adjustments/${id}/approve/`, {}, null))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    expect(await counts()).toEqual(before);

    const approved = await post(`/api/backoffice/adjustments/${id}/approve/`, {}, finance);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "POSTED",
      decidedBy: { id: finance.operatorId, name: "Approver" },
    });
    expect(approved.json().ledgerTransactionId).not.toBeNull();
    await expectAudited(t.db, approveAdjustmentEndpoint, {
      operatorId: finance.operatorId,
      targetType: "balance-adjustment",
      targetId: id,
    });
    expect((await balances(p.playerId)).entries).toBe(7500n);

    const replay = await post(`/api/backoffice/adjustments/${id}/approve/`, {}, finance);
    expect(code(replay)).toEqual([409, "CONFLICT"]);
    expect(code(await post(`/api/backoffice/adjustments/${id}/reject/`, {}, finance))).toEqual([
      409,
      "CONFLICT",
    ]);
    expect((await balances(p.playerId)).entries).toBe(7500n);
    const posted = await t.db.query("select 1 from ledger_transaction where idempotency_key = $1", [
      `adjustment:${id}`,
    ]);
    expect(posted).toHaveLength(1);
  });

  it("the database itself refuses a decision by the requester", async () => {
    const p = await createTestPlayer(t.db);
    const id = (await request(p.playerId, { currency: "coins", amount: "200000", reason: "Big" })).json().id;
    await expect(
      t.db.query("update balance_adjustment set decided_by = requested_by where id = $1", [id]),
    ).rejects.toThrow(/balance_adjustment_decider_is_another/);
  });

  it("a rejected adjustment moves nothing and stays rejected", async () => {
    const p = await createTestPlayer(t.db);
    const id = (await request(p.playerId, { currency: "winnings", amount: "100", reason: "Typo?" })).json()
      .id;
    const rejected = await post(`/api/backoffice/adjustments/${id}/reject/`, {}, finance);
    expect(rejected.json()).toMatchObject({ status: "REJECTED", ledgerTransactionId: null });
    await expectAudited(t.db, rejectAdjustmentEndpoint, {
      operatorId: finance.operatorId,
      targetType: "balance-adjustment",
      targetId: id,
    });
    expect(code(await post(`/api/backoffice/adjustments/${id}/approve/`, {}, finance))).toEqual([
      409,
      "CONFLICT",
    ]);
    expect((await balances(p.playerId)).winnings).toBe(0n);
  });

  it("approval re-checks the balance: taking more than the player now holds is refused and stays pending", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { coins: 150_000 });
    const id = (await request(p.playerId, { currency: "coins", amount: "-150000", reason: "Abuse" })).json()
      .id;
    await request(p.playerId, { currency: "coins", amount: "-100", reason: "Small" });
    const refused = await post(`/api/backoffice/adjustments/${id}/approve/`, {}, finance);
    expect(code(refused)).toEqual([409, "INSUFFICIENT_FUNDS"]);
    const [row] = await t.db.query<{ status: string }>(
      "select status from balance_adjustment where id = $1",
      [id],
    );
    expect(row?.status).toBe("PENDING");
    expect((await balances(p.playerId)).coins).toBe(149_900n);
  });

  it("refuses bad input, an unknown player, a role without adjustments:write, and writes nothing", async () => {
    const p = await createTestPlayer(t.db);
    const before = await counts();
    const good = { currency: "entries", amount: "1", reason: "ok" };
    for (const body of [
      { ...good, amount: "0" },
      { ...good, amount: "1.005" },
      { ...good, currency: "coins", amount: "1.5" },
      { ...good, amount: "1e3" },
      { ...good, amount: 1 },
      { ...good, reason: "" },
      { ...good, reason: "x".repeat(501) },
      { ...good, currency: "gold" },
      { currency: "entries", amount: "1" },
    ]) {
      expect(code(await request(p.playerId, body)), JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(code(await request(NOBODY, good))).toEqual([404, "NOT_FOUND"]);
    expect(code(await request(p.playerId, good, compliance))).toEqual([403, "FORBIDDEN"]);
    expect(code(await request(p.playerId, good, marketing))).toEqual([403, "FORBIDDEN"]);
    expect(code(await request(p.playerId, good, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await post(`/api/backoffice/adjustments/${NOBODY}/approve/`, {}, finance))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    expect(code(await post("/api/backoffice/adjustments/nope/reject/", {}, finance))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(await counts()).toEqual(before);
  });

  it("lists adjustments by status and player, a page at a time, for adjustments:read", async () => {
    const p = await createTestPlayer(t.db);
    await request(p.playerId, { currency: "coins", amount: "5", reason: "a" });
    await request(p.playerId, { currency: "coins", amount: "500000", reason: "b" });
    const mine = (await get(`/api/backoffice/adjustments/?playerId=${p.playerId}`)).json();
    expect(mine.total).toBe(2);
    const pendingOnly = (
      await get(`/api/backoffice/adjustments/?playerId=${p.playerId}&status=PENDING`)
    ).json();
    expect(pendingOnly.adjustments.map((a: { reason: string }) => a.reason)).toEqual(["b"]);
    const paged = (await get(`/api/backoffice/adjustments/?playerId=${p.playerId}&pageSize=1&page=2`)).json();
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.adjustments).toHaveLength(1);
    expect(code(await get("/api/backoffice/adjustments/", null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await get("/api/backoffice/adjustments/", compliance))).toEqual([403, "FORBIDDEN"]);
    expect(code(await get("/api/backoffice/adjustments/?status=DONE"))).toEqual([400, "VALIDATION_FAILED"]);
  });
});
