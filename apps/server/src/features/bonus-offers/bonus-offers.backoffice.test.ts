import {
  BackofficePlayerBonusSchema,
  grantPlayerBonusEndpoint,
  listPlayerBonusesEndpoint,
  revokePlayerBonusEndpoint,
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
import { balancesOf } from "../ledger";

const DAY = 24 * 60 * 60 * 1000;
const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("bonus offers, in the back office", () => {
  const clock = manualClock();
  let t: TestApp;
  let finance: TestOperator;
  let support: TestOperator;
  let compliance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    finance = await createTestOperator(t.db, { roleId: "finance" });
    // support reads the cash module; compliance does not see it at all.
    support = await createTestOperator(t.db, { roleId: "support" });
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
  });
  afterAll(() => t.close());

  const bonusesUrl = (playerId: string) => `/api/backoffice/players/${playerId}/bonuses/`;
  const get = (url: string, who: TestOperator | null = finance) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const post = (url: string, payload: object | undefined, who: TestOperator | null = finance) =>
    t.app.inject({ method: "POST", url, headers: backofficeHeaders(who), ...(payload ? { payload } : {}) });
  const grant = (player: TestPlayer, body: object, who: TestOperator | null = finance) =>
    post(bonusesUrl(player.playerId), body, who);
  const revoke = (player: TestPlayer, bonusId: string, who: TestOperator | null = finance) =>
    post(`${bonusesUrl(player.playerId)}${bonusId}/revoke/`, { reason: "Sent to the wrong player" }, who);
  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const GOOD = { entries: "10", lifetimeDays: 7, reason: "Birthday gift" };
  const notificationsOf = (playerId: string) =>
    t.db.query<{ title: string; body: string; link: string | null; category: string }>(
      "select title, body, link, category from notification where player_id = $1",
      [playerId],
    );

  it("refuses a guest, a role without the cash module, and a reader's writes", async () => {
    const player = await createTestPlayer(t.db);
    expect(errorOf(await get(bonusesUrl(player.playerId), null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await get(bonusesUrl(player.playerId), compliance))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await grant(player, GOOD, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await grant(player, GOOD, compliance))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await grant(player, GOOD, support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await revoke(player, NOBODY, support))).toEqual([403, "FORBIDDEN"]);
    // A player's session is no operator's.
    const asPlayer = await t.app.inject({
      method: "POST",
      url: bonusesUrl(player.playerId),
      headers: { "x-casino-client": "web", cookie: player.cookie },
      payload: GOOD,
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await get(bonusesUrl(player.playerId), support)).json()).toEqual({ bonuses: [] });
  });

  it("refuses amounts, lifetimes and reasons that cannot be a bonus, and unknown players", async () => {
    const player = await createTestPlayer(t.db);
    for (const body of [
      { ...GOOD, entries: "0" },
      { ...GOOD, entries: "-5" },
      { ...GOOD, entries: "1.234" },
      { ...GOOD, entries: 5 },
      { ...GOOD, lifetimeDays: 0 },
      { ...GOOD, lifetimeDays: 366 },
      { ...GOOD, lifetimeDays: 1.5 },
      { ...GOOD, reason: "  " },
      { entries: "5", lifetimeDays: 7 },
    ]) {
      expect(errorOf(await grant(player, body)), JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(errorOf(await get(bonusesUrl("not-a-uuid")))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await post(bonusesUrl(NOBODY), GOOD))).toEqual([404, "NOT_FOUND"]);
    expect(errorOf(await get(bonusesUrl(NOBODY)))).toEqual([404, "NOT_FOUND"]);
    expect((await get(bonusesUrl(player.playerId))).json()).toEqual({ bonuses: [] });
  });

  it("granting a bonus tells the player with a link that claims it, credits nothing yet, and is audited", async () => {
    const player = await createTestPlayer(t.db);
    const response = await grant(player, { ...GOOD, entries: "12.50", lifetimeDays: 3 });
    expect(response.statusCode).toBe(200);
    const bonus = BackofficePlayerBonusSchema.parse(response.json());
    expect(bonus).toMatchObject({
      playerId: player.playerId,
      brandId: "funrize",
      bonusType: "freeEntries",
      entries: "12.50",
      status: "pending",
      reason: "Birthday gift",
      grantedByOperatorId: finance.operatorId,
      link: `/?freeEntriesBonus=${bonus.messageId}`,
      lifetimeEnd: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
      claimedAt: null,
    });
    expect(bonus.messageId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expectAudited(t.db, grantPlayerBonusEndpoint, {
      operatorId: finance.operatorId,
      targetType: "player_bonus",
      targetId: bonus.id,
    });
    const [notification, ...others] = await notificationsOf(player.playerId);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({ category: "rewards", link: bonus.link });
    expect(notification?.body).toContain("12.50 free Entries");
    expect((await balancesOf(t.db, player.playerId)).entries).toBe(0n);

    const listed = await get(bonusesUrl(player.playerId), support);
    expect(listPlayerBonusesEndpoint.output.parse(listed.json())).toEqual({ bonuses: [bonus] });
  });

  it("each grant has its own message id", async () => {
    const player = await createTestPlayer(t.db);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await grant(player, GOOD)).json().messageId);
    expect(ids.size).toBe(3);
  });

  it("revoking a pending bonus is audited; a revoked or claimed one cannot be revoked", async () => {
    const player = await createTestPlayer(t.db);
    const bonus = (await grant(player, GOOD)).json();
    const response = await revoke(player, bonus.id);
    expect(response.statusCode).toBe(200);
    expect(BackofficePlayerBonusSchema.parse(response.json()).status).toBe("revoked");
    await expectAudited(t.db, revokePlayerBonusEndpoint, {
      operatorId: finance.operatorId,
      targetType: "player_bonus",
      targetId: bonus.id,
    });
    expect(errorOf(await revoke(player, bonus.id))).toEqual([409, "BONUS_NOT_AVAILABLE"]);

    clock.advance(1000);
    const claimedOne = (await grant(player, GOOD)).json();
    const claimed = await t.app.inject({
      method: "POST",
      url: "/rest/free-entries-bonuses/check-bonus/",
      headers: { "x-casino-client": "web", cookie: player.cookie },
      payload: { message_id: claimedOne.messageId },
    });
    expect(claimed.statusCode).toBe(200);
    expect(errorOf(await revoke(player, claimedOne.id))).toEqual([409, "BONUS_NOT_AVAILABLE"]);
    expect((await balancesOf(t.db, player.playerId)).entries).toBe(1000n);
    const statuses = (await get(bonusesUrl(player.playerId)))
      .json()
      .bonuses.map((each: { status: string }) => each.status);
    expect(statuses).toEqual(["claimed", "revoked"]);
  });

  it("a bonus of another player or none at all is not found", async () => {
    const owner = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const bonus = (await grant(owner, GOOD)).json();
    expect(errorOf(await revoke(other, bonus.id))).toEqual([404, "NOT_FOUND"]);
    expect(errorOf(await revoke(owner, NOBODY))).toEqual([404, "NOT_FOUND"]);
  });

  it("a bonus past its lifetime shows as expired", async () => {
    const player = await createTestPlayer(t.db);
    await grant(player, { ...GOOD, lifetimeDays: 1 });
    clock.advance(DAY + 1);
    const [bonus] = (await get(bonusesUrl(player.playerId))).json().bonuses;
    expect(bonus.status).toBe("expired");
  });
});
