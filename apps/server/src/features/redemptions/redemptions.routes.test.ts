import { randomUUID } from "node:crypto";
import { redeemEndpoint, requestRedemptionEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  BRAND_HOSTS,
  balanceOf,
  CLIENT,
  errorOf,
  PAYOUT,
  purchaseEntries,
  redeemBody,
  redeemCalls,
  redeemingPlayer,
} from "./redemptions.test-fixture";

describe("redeeming winnings, as a player", () => {
  let t: TestApp;
  let calls: ReturnType<typeof redeemCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS } });
    calls = redeemCalls(t);
  });
  // close() also proves the ledger sound: every hold and return balanced, no cent made or lost.
  afterAll(() => t.close());

  const redemptionRows = async (playerId: string) =>
    t.db.query<{ id: string; amount: string; status: string; payout_details: Record<string, string> }>(
      "select id, amount::text, status, payout_details from redemption where player_id = $1 order by created_at",
      [playerId],
    );

  it("a guest is asked to sign in on every redeem call, before the input is read", async () => {
    expect(errorOf(await calls.page(null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await calls.request(null, { amount: "nonsense" }))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await calls.cancel(null, "not-an-id"))).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("the redeem page shows the winnings, what is redeemable, the minimum, the playthrough and the methods", async () => {
    const player = await redeemingPlayer(t, { winnings: 120 });
    await purchaseEntries(t, player, 2_000n);
    const response = await calls.page(player);
    expect(response.statusCode).toBe(200);
    expect(redeemEndpoint.output.parse(response.json())).toEqual({
      redeemStatus: { isActive: true, reason: null },
      winnings: 120,
      redeemable: 100,
      minAmount: 50,
      outstandingPlaythrough: 20,
      methods: [{ id: "bank", title: "Bank transfer (ACH)" }],
      requests: [],
    });
  });

  it("refuses bad input: too many decimals, a short routing number, a missing key, an unknown method", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    const bad = [
      { ...redeemBody(50), amount: 50.005 },
      { ...redeemBody(50), amount: -5 },
      { ...redeemBody(50), payoutDetails: { ...PAYOUT, routingNumber: "12345678" } },
      { ...redeemBody(50), payoutDetails: { ...PAYOUT, accountNumber: "12a4" } },
      { ...redeemBody(50), requestKey: "not-a-uuid" },
      { ...redeemBody(50), method: "crypto" },
    ];
    for (const body of bad)
      expect(errorOf(await calls.request(player, body))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await calls.cancel(player, "not-an-id"))).toEqual([400, "VALIDATION_FAILED"]);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_000n);
  });

  it("a request holds the amount at once: winnings fall by it, and only the account's last four digits are kept", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    const response = await calls.request(player, redeemBody(62.5));
    expect(response.statusCode).toBe(200);
    const { redemption } = requestRedemptionEndpoint.output.parse(response.json());
    expect(redemption).toMatchObject({
      amount: 62.5,
      status: "requested",
      method: "bank",
      accountLast4: "6789",
      payoutReference: null,
      isCancellable: true,
    });
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(3_750n);
    const [row] = await redemptionRows(player.playerId);
    expect(row?.payout_details).toEqual({
      accountHolder: "Ann Lee",
      routingNumber: "011000015",
      accountLast4: "6789",
    });
    expect(JSON.stringify(row)).not.toContain(PAYOUT.accountNumber);
    const events = await t.db.query(
      "select from_status, to_status, actor from redemption_event where redemption_id = $1",
      [redemption.id],
    );
    expect(events).toEqual([{ from_status: null, to_status: "requested", actor: "player" }]);
    const outbox = await t.db.query<{ n: number }>(
      "select count(*)::int as n from outbox_event where topic = 'redemption.requested' and aggregate_id = $1",
      [player.playerId],
    );
    expect(outbox[0]?.n).toBe(1);
    const page = redeemEndpoint.output.parse((await calls.page(player)).json());
    expect(page.requests).toEqual([redemption]);
    expect(page.winnings).toBe(37.5);
  });

  it("a double submit makes one request: the same key answers the same redemption, even at the same moment", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    const body = redeemBody(60);
    const answers = await Promise.all([calls.request(player, body), calls.request(player, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().redemption.id).toBe(answers[1]?.json().redemption.id);
    // Later too, when the winnings left would no longer cover it.
    const again = await calls.request(player, body);
    expect(again.json().redemption.id).toBe(answers[0]?.json().redemption.id);
    expect(await redemptionRows(player.playerId)).toHaveLength(1);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(4_000n);
  });

  it("winnings not yet played through cannot be redeemed: the insufficient-withdrawal refusal says how much can", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    await purchaseEntries(t, player, 3_000n);
    const response = await calls.request(player, redeemBody(80));
    expect(errorOf(response)).toEqual([409, "INSUFFICIENT_WITHDRAWAL"]);
    expect(response.json().error.details).toEqual([
      { path: "redeemable", message: "70.00" },
      { path: "winnings", message: "100.00" },
    ]);
    expect(errorOf(await calls.request(player, redeemBody(100.01)))).toEqual([
      409,
      "INSUFFICIENT_WITHDRAWAL",
    ]);
    expect(await redemptionRows(player.playerId)).toEqual([]);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_000n);
    expect((await calls.request(player, redeemBody(70))).statusCode).toBe(200);
  });

  it("below the brand's minimum is refused, and the minimum is the brand's own", async () => {
    const player = await redeemingPlayer(t, { winnings: 200 });
    expect(errorOf(await calls.request(player, redeemBody(49.99)))).toEqual([422, "REDEEM_BELOW_MINIMUM"]);
    const nlc = await redeemingPlayer(t, { brandId: "nlc", winnings: 200 });
    expect(redeemEndpoint.output.parse((await calls.page(nlc)).json()).minAmount).toBe(100);
    expect(errorOf(await calls.request(nlc, redeemBody(99)))).toEqual([422, "REDEEM_BELOW_MINIMUM"]);
    expect((await calls.request(nlc, redeemBody(100))).statusCode).toBe(200);
  });

  it("a player in TournamentPoints mode cannot redeem, and the page says why", async () => {
    const player = await redeemingPlayer(t, { winnings: 100, isSweepStakes: false });
    expect(errorOf(await calls.request(player, redeemBody(60)))).toEqual([403, "REDEEM_UNAVAILABLE"]);
    expect((await calls.page(player)).json().redeemStatus).toEqual({
      isActive: false,
      reason: "notSweepStakes",
    });
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_000n);
  });

  it("a player whose identity is not verified cannot redeem", async () => {
    const player = await redeemingPlayer(t, { winnings: 100, isVerified: false });
    expect(errorOf(await calls.request(player, redeemBody(60)))).toEqual([403, "IDENTITY_NOT_VERIFIED"]);
    expect((await calls.page(player)).json().redeemStatus).toEqual({
      isActive: false,
      reason: "identityNotVerified",
    });
  });

  it("a player living where prize redemption is banned cannot redeem, and the refusal names the place", async () => {
    const player = await redeemingPlayer(t, { winnings: 100, state: "WA" });
    const response = await calls.request(player, redeemBody(60));
    expect(errorOf(response)).toEqual([403, "JURISDICTION_RESTRICTED"]);
    expect(response.json().error.message).toContain("Washington");
    expect((await calls.page(player)).json().redeemStatus).toEqual({
      isActive: false,
      reason: "jurisdiction",
    });
    expect(await redemptionRows(player.playerId)).toEqual([]);
  });

  it("while the brand's redemptions are switched off nobody redeems", async () => {
    const player = await redeemingPlayer(t, { brandId: "stormrush", winnings: 100 });
    await t.editContent(
      "redemptions",
      "update redemption_setting set is_active = false where brand_id = 'stormrush'",
    );
    try {
      expect(errorOf(await calls.request(player, redeemBody(60)))).toEqual([403, "REDEEM_UNAVAILABLE"]);
      expect((await calls.page(player)).json().redeemStatus).toEqual({ isActive: false, reason: "inactive" });
    } finally {
      await t.editContent(
        "redemptions",
        "update redemption_setting set is_active = true where brand_id = 'stormrush'",
      );
    }
  });

  it("a self-excluded player may still take their money out", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    const excluded = await t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/self-exclusion/",
      headers: { ...CLIENT, ...player.headers },
      payload: { months: 6, confirm: true },
    });
    expect(excluded.statusCode).toBe(200);
    const again = {
      ...player,
      headers: { ...player.headers, cookie: await createTestSession(t.db, player.playerId) },
    };
    expect((await calls.request(again, redeemBody(60))).statusCode).toBe(200);
  });

  it("cancelling returns the exact amount; a cancelled request cannot be cancelled again", async () => {
    const player = await redeemingPlayer(t, { winnings: 100.37 });
    const { redemption } = (await calls.request(player, redeemBody(55.55))).json();
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(4_482n);
    const cancelled = await calls.cancel(player, redemption.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().redemption).toMatchObject({ status: "cancelled", isCancellable: false });
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_037n);
    expect(errorOf(await calls.cancel(player, redemption.id))).toEqual([409, "REDEMPTION_STATE_CONFLICT"]);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(10_037n);
    const events = await t.db.query<{ to_status: string }>(
      "select to_status from redemption_event where redemption_id = $1 order by id",
      [redemption.id],
    );
    expect(events.map((e) => e.to_status)).toEqual(["requested", "cancelled"]);
  });

  it("another player's request is not found, and stays as it was", async () => {
    const owner = await redeemingPlayer(t, { winnings: 100 });
    const other = await redeemingPlayer(t, { winnings: 100 });
    const { redemption } = (await calls.request(owner, redeemBody(60))).json();
    expect(errorOf(await calls.cancel(other, redemption.id))).toEqual([404, "REDEMPTION_NOT_FOUND"]);
    expect(errorOf(await calls.cancel(other, randomUUID()))).toEqual([404, "REDEMPTION_NOT_FOUND"]);
    expect((await redemptionRows(owner.playerId))[0]?.status).toBe("requested");
    expect((await calls.page(other)).json().requests).toEqual([]);
  });
});
