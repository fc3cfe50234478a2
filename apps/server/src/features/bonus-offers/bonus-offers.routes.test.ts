import { bonusOffersEndpoint, checkFreeEntriesBonusEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

const CLIENT = { "x-casino-client": "test" };
const DAY = 24 * 60 * 60 * 1000;

describe("bonus offers, for players", () => {
  const clock = manualClock();
  let t: TestApp;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const list = (player?: TestPlayer) =>
    t.app.inject({
      url: "/rest/bonus-offer/get-bonuses/",
      headers: player ? { cookie: player.cookie } : {},
    });
  const claim = (player: TestPlayer | null, payload?: object, headers: object = CLIENT) =>
    t.app.inject({
      method: "POST",
      url: "/rest/free-entries-bonuses/check-bonus/",
      headers: { ...headers, ...(player ? { cookie: player.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  /** An operator grants the player a bonus; answers its message id (what the notification's link carries). */
  const grant = async (player: TestPlayer, entries = "5", lifetimeDays = 7): Promise<string> => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${player.playerId}/bonuses/`,
      headers: backofficeHeaders(finance),
      payload: { entries, lifetimeDays, reason: "Sorry for the outage" },
    });
    expect(response.statusCode).toBe(200);
    return response.json().messageId;
  };
  const entriesOf = async (player: TestPlayer) => (await balancesOf(t.db, player.playerId)).entries;
  const promotionsHouse = async () =>
    BigInt(
      (
        await t.db.query<{ total: string }>(
          `select coalesce(sum(p.amount), 0)::text as total from ledger_posting p
           join ledger_account a on a.id = p.account_id where a.house = 'promotions' and p.currency = 'entries'`,
        )
      )[0]?.total ?? "0",
    );

  it("a guest has no bonuses to list or claim", async () => {
    expect(errorOf(await list())).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await claim(null, { message_id: "abc" }))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await claim(null))).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("refuses a claim without a message id, with one no link could carry, or without the client header", async () => {
    const player = await createTestPlayer(t.db);
    expect(errorOf(await claim(player))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await claim(player, { message_id: "" }))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await claim(player, { message_id: "a/b?c" }))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await claim(player, { message_id: "x".repeat(65) }))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await claim(player, { message_id: "abc", extra: 1 }))).toEqual([400, "VALIDATION_FAILED"]);
    expect((await claim(player, { message_id: "abc" }, {})).statusCode).toBe(403);
  });

  it("a player sees a granted bonus in the spec's shape, until it is claimed", async () => {
    const player = await createTestPlayer(t.db);
    expect(bonusOffersEndpoint.output.parse((await list(player)).json())).toEqual([]);
    const messageId = await grant(player, "2.50", 3);
    const response = await list(player);
    expect(response.statusCode).toBe(200);
    const [bonus, ...rest] = bonusOffersEndpoint.output.parse(response.json());
    expect(rest).toEqual([]);
    expect(bonus).toEqual({
      playerBonusInfo: {
        bonusId: expect.any(String),
        bonusLifetimeEnd: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
        messageId,
      },
      bonusInfo: {
        bonusType: "freeEntries",
        freeSpinsCount: null,
        freeSpinsBetLevel: null,
        games: [],
        bonusAmount: 2.5,
      },
    });
    expect((await claim(player, { message_id: messageId })).statusCode).toBe(200);
    expect((await list(player)).json()).toEqual([]);
  });

  it("opening the link credits exactly the bonus's entries from the promotions account, once", async () => {
    const player = await createTestPlayer(t.db);
    const messageId = await grant(player, "5");
    const houseBefore = await promotionsHouse();
    const first = await claim(player, { message_id: messageId });
    expect(first.statusCode).toBe(200);
    expect(checkFreeEntriesBonusEndpoint.output.parse(first.json())).toMatchObject({
      success: true,
      bonusType: "freeEntries",
      bonusAmount: 5,
    });
    expect(await entriesOf(player)).toBe(500n);
    expect(await promotionsHouse()).toBe(houseBefore - 500n);
    const keys = await t.db.query<{ idempotency_key: string }>(
      "select idempotency_key from ledger_transaction where player_id = $1",
      [player.playerId],
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([`bonus:${first.json().bonusId}`]);

    const second = await claim(player, { message_id: messageId });
    expect(errorOf(second)).toEqual([409, "BONUS_NOT_AVAILABLE"]);
    expect(await entriesOf(player)).toBe(500n);
    expect(await promotionsHouse()).toBe(houseBefore - 500n);
  });

  it("a double click claims once", async () => {
    const player = await createTestPlayer(t.db);
    const messageId = await grant(player, "1");
    const answers = await Promise.all([1, 2, 3].map(() => claim(player, { message_id: messageId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await entriesOf(player)).toBe(100n);
  });

  it("an expired bonus is neither listed nor claimable, and nothing moves", async () => {
    const player = await createTestPlayer(t.db);
    const messageId = await grant(player, "5", 1);
    clock.advance(DAY);
    expect((await list(player)).json()).toEqual([]);
    const response = await claim(player, { message_id: messageId });
    expect(errorOf(response)).toEqual([409, "BONUS_NOT_AVAILABLE"]);
    expect(response.json().error.message).toBe("This bonus may be expired or unavailable.");
    expect(await entriesOf(player)).toBe(0n);
  });

  it("a revoked bonus cannot be claimed", async () => {
    const player = await createTestPlayer(t.db);
    const messageId = await grant(player, "5");
    const [bonus] = (await list(player)).json();
    const revoked = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${player.playerId}/bonuses/${bonus.playerBonusInfo.bonusId}/revoke/`,
      headers: backofficeHeaders(finance),
      payload: { reason: "Granted twice" },
    });
    expect(revoked.statusCode).toBe(200);
    expect(errorOf(await claim(player, { message_id: messageId }))).toEqual([409, "BONUS_NOT_AVAILABLE"]);
    expect(await entriesOf(player)).toBe(0n);
  });

  it("another player's link and an unknown one claim nothing and reveal nothing", async () => {
    const owner = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const messageId = await grant(owner, "5");
    const stolen = await claim(other, { message_id: messageId });
    expect(errorOf(stolen)).toEqual([404, "BONUS_NOT_AVAILABLE"]);
    const unknown = await claim(other, { message_id: "no-such-message-id" });
    expect(errorOf(unknown)).toEqual([404, "BONUS_NOT_AVAILABLE"]);
    expect(stolen.json().error.message).toBe(unknown.json().error.message);
    expect(await entriesOf(other)).toBe(0n);
    // The owner's bonus is still there for them.
    expect((await list(owner)).json()).toHaveLength(1);
    expect((await claim(owner, { message_id: messageId })).statusCode).toBe(200);
  });

  it("a cooled-off player cannot claim, and the bonus stays pending for later", async () => {
    const player = await createTestPlayer(t.db);
    const messageId = await grant(player, "5", 30);
    const coolOff = await t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/cool-off/",
      headers: { ...CLIENT, cookie: player.cookie },
      payload: { days: 2 },
    });
    expect(coolOff.statusCode).toBe(200);
    expect(errorOf(await claim(player, { message_id: messageId }))).toEqual([403, "PLAY_BLOCKED"]);
    expect(await entriesOf(player)).toBe(0n);
    expect((await list(player)).json()).toHaveLength(1);
    clock.advance(3 * DAY);
    expect((await claim(player, { message_id: messageId })).statusCode).toBe(200);
    expect(await entriesOf(player)).toBe(500n);
  });
});
