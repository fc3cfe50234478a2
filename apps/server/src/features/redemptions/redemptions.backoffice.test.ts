import { randomUUID } from "node:crypto";
import {
  approveRedemptionEndpoint,
  holdRedemptionEndpoint,
  listRedemptionsEndpoint,
  payRedemptionEndpoint,
  type Redemption,
  redemptionDetailEndpoint,
  rejectRedemptionEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { reconcileLedger } from "../ledger";
import {
  BRAND_HOSTS,
  balanceOf,
  errorOf,
  type RedeemingPlayer,
  redeemBody,
  redeemCalls,
  redeemingPlayer,
} from "./redemptions.test-fixture";

describe("back office: the redemption queue", () => {
  let t: TestApp;
  let finance: TestOperator;
  let support: TestOperator;
  let marketing: TestOperator;
  let calls: ReturnType<typeof redeemCalls>;
  // Requests are made a second apart, as people make them: the queue's order is their time.
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS }, clock });
    finance = await createTestOperator(t.db, { roleId: "finance", name: "Fiona Finance" });
    support = await createTestOperator(t.db, { roleId: "support" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    calls = redeemCalls(t);
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null = finance) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const post = (url: string, payload: object | undefined, who: TestOperator | null = finance) =>
    t.app.inject({ method: "POST", url, headers: backofficeHeaders(who), ...(payload ? { payload } : {}) });
  const step = (id: string, action: string, payload?: object, who?: TestOperator | null) =>
    post(`/api/backoffice/redemptions/${id}/${action}/`, payload, who);

  /** A player with 100.00 winnings who asked to redeem `amount`. */
  async function requested(amount = 60): Promise<{ player: RedeemingPlayer; redemption: Redemption }> {
    const player = await redeemingPlayer(t, { winnings: 100 });
    clock.advance(1000);
    const response = await calls.request(player, redeemBody(amount));
    expect(response.statusCode).toBe(200);
    return { player, redemption: response.json().redemption };
  }
  const notificationsOf = async (playerId: string) =>
    t.db.query<{ title: string }>(
      "select title from notification where player_id = $1 order by created_at, id",
      [playerId],
    );
  const redemptionsHouse = async () =>
    BigInt(
      (
        await t.db.query<{ total: string }>(
          `select coalesce(sum(p.amount), 0)::text as total from ledger_posting p
           join ledger_account a on a.id = p.account_id where a.house = 'redemptions'`,
        )
      )[0]?.total ?? "0",
    );

  it("asks for an operator session, then for the cash permission, before reading any input", async () => {
    const { redemption } = await requested();
    const id = redemption.id;
    const writes: [string, object | undefined][] = [
      [`/api/backoffice/redemptions/${id}/hold/`, { note: "why" }],
      [`/api/backoffice/redemptions/${id}/approve/`, {}],
      [`/api/backoffice/redemptions/${id}/pay/`, undefined],
      [`/api/backoffice/redemptions/${id}/reject/`, { reason: "why" }],
    ];
    for (const [url, body] of writes) {
      expect(errorOf(await post(url, body, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(errorOf(await post(url, body, marketing))).toEqual([403, "FORBIDDEN"]);
      // Support reads the queue but does not decide.
      expect(errorOf(await post(url, body, support))).toEqual([403, "FORBIDDEN"]);
    }
    for (const url of ["/api/backoffice/redemptions/", `/api/backoffice/redemptions/${id}/`]) {
      expect(errorOf(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(errorOf(await get(url, marketing))).toEqual([403, "FORBIDDEN"]);
      expect((await get(url, support)).statusCode).toBe(200);
    }
    expect((await get(`/api/backoffice/redemptions/${id}/`)).json().redemption.status).toBe("requested");
  });

  it("refuses bad input: an id that is not one, a missing reason, an empty note, an unknown status filter", async () => {
    const { redemption } = await requested();
    expect(errorOf(await get("/api/backoffice/redemptions/not-an-id/"))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await get("/api/backoffice/redemptions/?status=lost"))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(errorOf(await step(redemption.id, "reject", {}))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await step(redemption.id, "hold", { note: "  " }))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await get(`/api/backoffice/redemptions/${randomUUID()}/`))).toEqual([
      404,
      "REDEMPTION_NOT_FOUND",
    ]);
    expect(errorOf(await step(randomUUID(), "approve", {}))).toEqual([404, "REDEMPTION_NOT_FOUND"]);
  });

  it("lists the queue oldest first, by status and brand, a page at a time", async () => {
    const first = await requested();
    const second = await requested();
    const listed = listRedemptionsEndpoint.output.parse(
      (await get("/api/backoffice/redemptions/?status=requested&brandId=funrize&pageSize=100")).json(),
    );
    const ids = listed.redemptions.map((r) => r.id);
    expect(ids.indexOf(first.redemption.id)).toBeLessThan(ids.indexOf(second.redemption.id));
    expect(listed.redemptions.every((r) => r.status === "requested" && r.brandId === "funrize")).toBe(true);
    expect(listed.redemptions.find((r) => r.id === first.redemption.id)).toMatchObject({
      playerId: first.player.playerId,
      playerEmail: first.player.email,
      amount: "60.00",
      payoutDetails: { accountHolder: "Ann Lee", routingNumber: "011000015", accountLast4: "6789" },
      decidedBy: null,
    });
    const paged = (await get("/api/backoffice/redemptions/?pageSize=1&page=2")).json();
    expect(paged.redemptions).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const none = (await get("/api/backoffice/redemptions/?brandId=tao")).json();
    expect(none).toEqual({ redemptions: [], total: 0 });
  });

  it("hold, approve and pay: each step an event and an audit entry; paid money stays out of the winnings", async () => {
    const { player, redemption } = await requested(60);
    const houseBefore = await redemptionsHouse();

    const held = await step(redemption.id, "hold", { note: "Source of funds check" });
    expect(held.statusCode).toBe(200);
    expect(redemptionDetailEndpoint.output.parse(held.json()).redemption.status).toBe("held");
    await expectAudited(t.db, holdRedemptionEndpoint, {
      operatorId: finance.operatorId,
      targetType: "redemption",
      targetId: redemption.id,
    });
    expect(await notificationsOf(player.playerId)).toEqual([]);

    const approved = await step(redemption.id, "approve", {});
    expect(approved.json().redemption).toMatchObject({
      status: "approved",
      decidedBy: { id: finance.operatorId, name: "Fiona Finance" },
    });
    await expectAudited(t.db, approveRedemptionEndpoint, {
      operatorId: finance.operatorId,
      targetType: "redemption",
      targetId: redemption.id,
    });
    // Approved: the player can no longer take it back.
    expect(errorOf(await calls.cancel(player, redemption.id))).toEqual([409, "REDEMPTION_STATE_CONFLICT"]);

    const paid = redemptionDetailEndpoint.output.parse((await step(redemption.id, "pay")).json());
    expect(paid.redemption.status).toBe("paid");
    expect(paid.redemption.payoutReference).toMatch(/^SBX-PO-[0-9A-F]{16}$/);
    await expectAudited(t.db, payRedemptionEndpoint, {
      operatorId: finance.operatorId,
      targetType: "redemption",
      targetId: redemption.id,
    });
    expect(paid.events.map((e) => [e.fromStatus, e.toStatus, e.actor.kind])).toEqual([
      [null, "requested", "player"],
      ["requested", "held", "operator"],
      ["held", "approved", "operator"],
      ["approved", "paid", "operator"],
    ]);
    expect(paid.events[1]).toMatchObject({ note: "Source of funds check", actor: { name: "Fiona Finance" } });
    expect(paid.player).toMatchObject({ id: player.playerId, isIdentityVerified: true, winnings: "40.00" });
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(4_000n);
    expect(await redemptionsHouse()).toBe(houseBefore);
    expect((await notificationsOf(player.playerId)).map((n) => n.title)).toEqual([
      "Redemption approved",
      "Redemption paid",
    ]);
    const page = (await calls.page(player)).json();
    expect(page.requests[0]).toMatchObject({
      status: "paid",
      payoutReference: paid.redemption.payoutReference,
    });
  });

  it("reject returns the exact amount with the reason the player sees, even after approval", async () => {
    const { player, redemption } = await requested(55.55);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(4_445n);
    await step(redemption.id, "approve", { note: "Looks fine" });
    const rejected = await step(redemption.id, "reject", { reason: "Account holder does not match" });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().redemption).toMatchObject({
      status: "rejected",
      rejectReason: "Account holder does not match",
    });
    await expectAudited(t.db, rejectRedemptionEndpoint, {
      operatorId: finance.operatorId,
      targetType: "redemption",
      targetId: redemption.id,
    });
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_000n);
    expect((await notificationsOf(player.playerId)).map((n) => n.title)).toEqual([
      "Redemption approved",
      "Redemption rejected",
    ]);
  });

  it("a step the state machine does not allow is a conflict and changes nothing, audit included", async () => {
    const { player, redemption } = await requested();
    const auditCount = async () =>
      (await t.db.query<{ n: number }>("select count(*)::int as n from audit_log"))[0]?.n;
    const audits = await auditCount();
    // Requested: not yet approved, so it cannot be paid.
    expect(errorOf(await step(redemption.id, "pay"))).toEqual([409, "REDEMPTION_STATE_CONFLICT"]);
    await step(redemption.id, "reject", { reason: "Duplicate account" });
    const after = await auditCount();
    for (const [action, body] of [
      ["hold", { note: "n" }],
      ["approve", {}],
      ["pay", undefined],
      ["reject", { reason: "again" }],
    ] as const) {
      expect(errorOf(await step(redemption.id, action, body))).toEqual([409, "REDEMPTION_STATE_CONFLICT"]);
    }
    expect(errorOf(await calls.cancel(player, redemption.id))).toEqual([409, "REDEMPTION_STATE_CONFLICT"]);
    expect(await auditCount()).toBe(after);
    expect(after).toBe((audits ?? 0) + 1);
    // Returned once, not once per attempt.
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_000n);
    const detail = redemptionDetailEndpoint.output.parse(
      (await get(`/api/backoffice/redemptions/${redemption.id}/`)).json(),
    );
    expect(detail.events.map((e) => e.toStatus)).toEqual(["requested", "rejected"]);
  });

  it("after all of it the ledger balances: every hold, return and payout accounted for", async () => {
    const report = await reconcileLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.isSound).toBe(true);
  });
});
