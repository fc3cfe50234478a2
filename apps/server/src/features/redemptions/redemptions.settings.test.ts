import {
  listRedemptionSettingsEndpoint,
  payRedemptionEndpoint,
  updateRedemptionSettingEndpoint,
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
import { purchasePlaythroughMultiplier, redemptionsByDay } from ".";
import {
  BRAND_HOSTS,
  errorOf,
  purchaseEntries,
  redeemBody,
  redeemCalls,
  redeemingPlayer,
} from "./redemptions.test-fixture";

const DAY_MS = 86_400_000;

describe("back office: the brands' redeem rules, and the figures per day", () => {
  let t: TestApp;
  let admin: TestOperator;
  let support: TestOperator;
  let marketing: TestOperator;
  let calls: ReturnType<typeof redeemCalls>;
  const clock = manualClock("2026-11-20T10:00:00.000Z");
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS }, clock });
    admin = await createTestOperator(t.db, { roleId: "admin" });
    support = await createTestOperator(t.db, { roleId: "support" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    calls = redeemCalls(t);
  });
  afterAll(() => t.close());

  const list = (who: TestOperator | null) =>
    t.app.inject({
      url: "/api/backoffice/redemptions/settings/",
      headers: who ? { cookie: who.cookie } : {},
    });
  const update = (brandId: string, payload: object, who: TestOperator | null = admin) =>
    t.app.inject({
      method: "POST",
      url: `/api/backoffice/redemptions/settings/${brandId}/`,
      headers: backofficeHeaders(who),
      payload,
    });
  const rules = { isActive: true, minAmount: "75.50", purchasePlaythroughMultiplier: "2" };

  it("every brand is seeded open, from 50.00 or 100.00, with stormrush playing purchases through 3×", async () => {
    expect(errorOf(await list(null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await list(marketing))).toEqual([403, "FORBIDDEN"]);
    const { settings } = listRedemptionSettingsEndpoint.output.parse((await list(support)).json());
    expect(settings).toHaveLength(9);
    expect(settings.every((s) => s.isActive)).toBe(true);
    const byBrand = Object.fromEntries(settings.map((s) => [s.brandId, s]));
    expect(byBrand.funrize).toMatchObject({ minAmount: "50.00", purchasePlaythroughMultiplier: "1.00" });
    expect(byBrand.nlc).toMatchObject({ minAmount: "100.00" });
    expect(byBrand.stormrush).toMatchObject({ purchasePlaythroughMultiplier: "3.00" });
    expect(await purchasePlaythroughMultiplier(t.db, "stormrush")).toBe("3.00");
  });

  it("refuses an update without a session, without cash:write, and with a bad minimum or multiplier", async () => {
    expect(errorOf(await update("tao", rules, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await update("tao", rules, support))).toEqual([403, "FORBIDDEN"]);
    for (const bad of [
      { ...rules, minAmount: "0" },
      { ...rules, minAmount: "1.005" },
      { ...rules, purchasePlaythroughMultiplier: "0.5" },
      { ...rules, purchasePlaythroughMultiplier: "100" },
      { ...rules, isActive: "yes" },
    ]) {
      expect(errorOf(await update("tao", bad))).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(errorOf(await update("nowhere", rules))).toEqual([400, "VALIDATION_FAILED"]);
    const { settings } = (await list(admin)).json();
    expect(settings.find((s: { brandId: string }) => s.brandId === "tao").minAmount).toBe("50.00");
  });

  it("an update is audited, shows on the redeem page at once, and applies to the next purchase", async () => {
    const player = await redeemingPlayer(t, { brandId: "nlc", winnings: 100 });
    expect((await calls.page(player)).json().minAmount).toBe(100);
    const response = await update("nlc", rules);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      brandId: "nlc",
      minAmount: "75.50",
      purchasePlaythroughMultiplier: "2.00",
    });
    await expectAudited(t.db, updateRedemptionSettingEndpoint, {
      operatorId: admin.operatorId,
      targetType: "redemption_setting",
      targetId: "nlc",
    });
    expect((await calls.page(player)).json().minAmount).toBe(75.5);
    await purchaseEntries(t, player, 1_000n);
    expect((await calls.page(player)).json().outstandingPlaythrough).toBe(20);

    expect((await update("nlc", { ...rules, isActive: false })).statusCode).toBe(200);
    expect((await calls.page(player)).json().redeemStatus).toEqual({ isActive: false, reason: "inactive" });
  });

  it("the dashboard's figures count requests on the day they were made and payouts on the day they were paid", async () => {
    const finance = await createTestOperator(t.db, { roleId: "finance" });
    const one = await redeemingPlayer(t, { winnings: 200 });
    const two = await redeemingPlayer(t, { brandId: "stormrush", winnings: 200 });
    clock.advance(DAY_MS); // 2026-11-21
    const first = (await calls.request(one, redeemBody(60))).json().redemption;
    await calls.request(one, redeemBody(70.25));
    await calls.request(two, redeemBody(100));
    clock.advance(DAY_MS); // 2026-11-22
    for (const action of ["approve", "pay"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/backoffice/redemptions/${first.id}/${action}/`,
        headers: backofficeHeaders(finance),
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    }
    await expectAudited(t.db, payRedemptionEndpoint, {
      operatorId: finance.operatorId,
      targetType: "redemption",
      targetId: first.id,
    });
    const figures = await redemptionsByDay(t.db, {
      from: new Date("2026-11-21T00:00:00Z"),
      to: new Date("2026-11-23T00:00:00Z"),
    });
    expect(figures).toEqual([
      {
        day: "2026-11-21",
        brand: "funrize",
        requested: 2,
        requestedAmount: 13_025n,
        paid: 0,
        paidAmount: 0n,
      },
      {
        day: "2026-11-21",
        brand: "stormrush",
        requested: 1,
        requestedAmount: 10_000n,
        paid: 0,
        paidAmount: 0n,
      },
      { day: "2026-11-22", brand: "funrize", requested: 0, requestedAmount: 0n, paid: 1, paidAmount: 6_000n },
    ]);
    const stormrushOnly = await redemptionsByDay(t.db, {
      from: new Date("2026-11-21T00:00:00Z"),
      to: new Date("2026-11-23T00:00:00Z"),
      brand: "stormrush",
    });
    expect(stormrushOnly.map((row) => row.brand)).toEqual(["stormrush"]);
  });
});
