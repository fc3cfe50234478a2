import { redeemEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, type TestGame } from "../../test-support/games";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  BRAND_HOSTS,
  balanceOf,
  CLIENT,
  errorOf,
  purchaseEntries,
  type RedeemingPlayer,
  redeemBody,
  redeemCalls,
  redeemingPlayer,
} from "./redemptions.test-fixture";

/** The stake of every spin here: 5.00 entries in minor units, the brands' largest SweepStakes bet. */
const STAKE = 500;

/**
 * Playthrough end to end (decision 047): entries from a purchase must be wagered in real SweepStakes rounds
 * of the built-in game, settled by the wallet and counted by the ledger from `wager.settled` through the
 * outbox relay, before the winnings they stand in front of become redeemable.
 */
describe("redeeming after playing through", () => {
  let t: TestApp;
  let game: TestGame;
  let calls: ReturnType<typeof redeemCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS } });
    game = await createTestGame(t.db, { stakeLevels: { coins: [10], entries: [STAKE] } });
    calls = redeemCalls(t);
  });
  afterAll(() => t.close());

  async function launch(player: RedeemingPlayer): Promise<string> {
    const response = await t.app.inject({
      method: "POST",
      url: `/rest/game/${game.id}/play/`,
      headers: { ...CLIENT, ...player.headers },
    });
    expect(response.json()).toMatchObject({ gameMode: "SweepStakes" });
    return response.json().sessionToken;
  }

  async function spin(token: string, times: number) {
    for (let n = 0; n < times; n++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/games/api/spin",
        headers: CLIENT,
        payload: { token, stake: STAKE },
      });
      expect(response.statusCode).toBe(200);
    }
  }

  const page = async (player: RedeemingPlayer) =>
    redeemEndpoint.output.parse((await calls.page(player)).json());
  const counted = async (playerId: string) =>
    (
      await t.db.query<{ n: number }>(
        "select count(*)::int as n from playthrough_wager where player_id = $1",
        [playerId],
      )
    )[0]?.n;

  it("a purchase's entries stand in front of the winnings until they are played once (1× brand)", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    await purchaseEntries(t, player, 3_000n);
    expect(await page(player)).toMatchObject({ winnings: 100, redeemable: 70, outstandingPlaythrough: 30 });
    const refused = await calls.request(player, redeemBody(100));
    expect(errorOf(refused)).toEqual([409, "INSUFFICIENT_WITHDRAWAL"]);
    expect(refused.json().error.details).toEqual([
      { path: "redeemable", message: "70.00" },
      { path: "winnings", message: "100.00" },
    ]);

    const token = await launch(player);
    await spin(token, 6);
    // The rounds count once the relay has handed their wager.settled events on, not before.
    expect((await page(player)).outstandingPlaythrough).toBe(30);
    await t.relayOutbox();
    const after = await page(player);
    expect(after.outstandingPlaythrough).toBe(0);
    expect(await balanceOf(t, player.playerId, "entries")).toBe(0n);
    const winnings = await balanceOf(t, player.playerId, "winnings");
    expect(winnings).toBeGreaterThanOrEqual(10_000n);
    expect(after.redeemable).toBe(after.winnings);

    const granted = await calls.request(player, redeemBody(100));
    expect(granted.statusCode).toBe(200);
    expect(await balanceOf(t, player.playerId, "winnings")).toBe(winnings - 10_000n);
  });

  it("a 3× brand asks three times the purchased entries to be wagered before the winnings redeem", async () => {
    const player = await redeemingPlayer(t, { brandId: "stormrush", winnings: 200 });
    await purchaseEntries(t, player, 1_000n);
    expect(await page(player)).toMatchObject({ winnings: 200, redeemable: 170, outstandingPlaythrough: 30 });

    const token = await launch(player);
    // The 10.00 entries are played once: a 1× brand would be done, this one is not.
    await spin(token, 2);
    await t.relayOutbox();
    expect(await balanceOf(t, player.playerId, "entries")).toBe(0n);
    expect((await page(player)).outstandingPlaythrough).toBe(20);
    const winningsNow = await balanceOf(t, player.playerId, "winnings");
    const refused = await calls.request(player, redeemBody(Number(winningsNow) / 100));
    expect(errorOf(refused)).toEqual([409, "INSUFFICIENT_WITHDRAWAL"]);

    // Further stakes come out of the winnings themselves and count too.
    await spin(token, 4);
    await t.relayOutbox();
    const done = await page(player);
    expect(done.outstandingPlaythrough).toBe(0);
    expect(done.redeemable).toBe(done.winnings);
    expect(done.winnings).toBeGreaterThanOrEqual(50);
    expect((await calls.request(player, redeemBody(50))).statusCode).toBe(200);
  });

  it("a replayed wager.settled event does not count the round twice", async () => {
    const player = await redeemingPlayer(t, { winnings: 100 });
    await purchaseEntries(t, player, 3_000n);
    const token = await launch(player);
    await spin(token, 1);
    await t.relayOutbox();
    expect((await page(player)).outstandingPlaythrough).toBe(25);
    // The same events delivered again, as a relay that lost its "published" mark would.
    await t.db.query(
      `insert into outbox_event (topic, aggregate_id, payload, created_at)
       select topic, aggregate_id, payload, now() from outbox_event
       where topic = 'wager.settled' and aggregate_id = $1`,
      [player.playerId],
    );
    await t.relayOutbox();
    expect((await page(player)).outstandingPlaythrough).toBe(25);
    expect(await counted(player.playerId)).toBe(1);
  });
});
