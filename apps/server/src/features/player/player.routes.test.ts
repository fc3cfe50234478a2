import { AppInitSchema, toMinorUnits } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { move, postLedgerTransactionAlone } from "../ledger";

const CLIENT = { "x-casino-client": "web" };

describe("player balances and game modes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  async function fundedPlayer() {
    const player = await createTestPlayer(t.db);
    const { playerId } = player;
    for (const [currency, amount, from] of [
      ["coins", 1500, "promotions"],
      ["entries", 12.5, "promotions"],
      ["winnings", 3.05, "game"],
      ["tourPoints", 40, "game"],
    ] as const) {
      await postLedgerTransactionAlone(t.db, {
        idempotencyKey: `fund:${playerId}:${currency}`,
        kind: "test.fund",
        playerId,
        legs: move({ house: from }, { playerId }, currency, toMinorUnits(amount, currency)),
      });
    }
    return player;
  }

  const switchTo = (mode: "sweep-stakes" | "tournament-points", cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: `/rest/player/game-mode/switch-to-${mode}/`,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    });

  it("app start data carries the player's four balances in major units and the default mode", async () => {
    const { cookie, email } = await fundedPlayer();
    const response = await t.app.inject({ url: "/rest/app/init/", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = AppInitSchema.parse(response.json());
    expect(body.isGuest).toBe(false);
    if (body.isGuest) return;
    expect(body.email).toBe(email);
    expect(body.playerInfo.playerBalance).toEqual({
      coins: 1500,
      entries: 12.5,
      winnings: 3.05,
      tourPoints: 40,
    });
    expect(body.playerInfo.gameMode).toBe("TournamentPoints");
  });

  it("switching to SweepStakes is stored and shown by app start data and the balance call", async () => {
    const { cookie } = await fundedPlayer();
    const response = await switchTo("sweep-stakes", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, gameMode: "SweepStakes" });
    const init = (await t.app.inject({ url: "/rest/app/init/", headers: { cookie } })).json();
    expect(init.playerInfo.gameMode).toBe("SweepStakes");
    const balance = (await t.app.inject({ url: "/rest/player/balance/", headers: { cookie } })).json();
    expect(balance).toEqual({
      gameMode: "SweepStakes",
      playerBalance: { coins: 1500, entries: 12.5, winnings: 3.05, tourPoints: 40 },
    });
    expect((await switchTo("tournament-points", cookie)).json().gameMode).toBe("TournamentPoints");
  });

  it("a guest cannot switch modes or read a balance", async () => {
    const response = await switchTo("sweep-stakes");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
    expect((await t.app.inject({ url: "/rest/player/balance/" })).statusCode).toBe(401);
  });

  it("a guest sending a bad body is told to sign in, not how to fix the body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
      headers: CLIENT,
      payload: { unexpected: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a switch sent with a body it does not take", async () => {
    const { cookie } = await fundedPlayer();
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
      headers: { ...CLIENT, cookie },
      payload: { gameMode: "SweepStakes", playerId: "someone-else" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
    const init = (await t.app.inject({ url: "/rest/app/init/", headers: { cookie } })).json();
    expect(init.playerInfo.gameMode).toBe("TournamentPoints");
  });

  it("one player's switch never changes another's mode", async () => {
    const first = await fundedPlayer();
    const second = await fundedPlayer();
    await switchTo("sweep-stakes", first.cookie);
    const other = (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: second.cookie } })).json();
    expect(other.playerInfo.gameMode).toBe("TournamentPoints");
  });

  it("a session of one brand is a guest on another brand's host", async () => {
    const { cookie } = await fundedPlayer();
    const response = await t.app.inject({
      url: "/rest/app/init/",
      headers: { cookie, host: "nlc.localhost" },
    });
    expect(response.json().isGuest).toBe(true);
  });

  it("a blocked player's session no longer signs them in", async () => {
    const { cookie } = await createTestPlayer(t.db, { accountStatus: "BLOCKED" });
    expect((await t.app.inject({ url: "/rest/app/init/", headers: { cookie } })).json().isGuest).toBe(true);
    expect((await switchTo("sweep-stakes", cookie)).statusCode).toBe(401);
  });
});
