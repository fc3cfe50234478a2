import { describe, expect, it } from "vitest";
import { createTestGameSession, EXTERNAL_PROVIDER } from "../../test-support/games";
import { createTestSession } from "../../test-support/players";
import { walletTestFixture } from "./provider-wallet.test-fixture";

describe("the seamless wallet and a blocked player", () => {
  const w = walletTestFixture();

  const coolOff = async (playerId: string) => {
    const cookie = await createTestSession(w.t.db, playerId);
    const response = await w.t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/cool-off/",
      headers: { "x-casino-client": "web", cookie },
      payload: { duration: "24h" },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const blockedUntil = async (playerId: string) =>
    (
      await w.t.db.query<{ until: string | null }>(
        "select play_blocked_until::text as until from player where id = $1",
        [playerId],
      )
    )[0]?.until;

  it("refuses a cooled-off player's bet with PLAY_BLOCKED and keeps their balance", async () => {
    const { playerId, coins } = await w.session({ coins: 100 });
    await coolOff(playerId);
    expect(await blockedUntil(playerId)).not.toBeNull();
    // A session a provider still holds (opened before, or elsewhere) cannot stake.
    const sessionToken = await createTestGameSession(w.t.db, {
      playerId,
      gameId: w.game.id,
      providerSlug: EXTERNAL_PROVIDER,
      now: w.clock.now(),
    });
    const refused = await w.bet(sessionToken, "rp-bet-1", "rp-round-1", 10);
    expect(w.code(refused)).toBe("PLAY_BLOCKED");
    expect(await coins()).toBe(100n);
  });

  it("ends the player's open games when the cool-off starts, and still pays a win of a stake taken before", async () => {
    const { playerId, sessionToken, coins } = await w.session({ coins: 100 });
    expect((await w.bet(sessionToken, "rp-bet-2", "rp-round-2", 10)).statusCode).toBe(200);
    await coolOff(playerId);
    expect(w.code(await w.bet(sessionToken, "rp-bet-3", "rp-round-2", 10))).toBe("SESSION_EXPIRED");
    const win = await w.win(sessionToken, "rp-win-2", "rp-round-2", 25, "rp-bet-2");
    expect(win.statusCode, win.body).toBe(200);
    expect(await coins()).toBe(100n - 10n + 25n);
  });

  it("lets the player bet again once the cool-off is over", async () => {
    const { playerId } = await w.session({ coins: 100 });
    await coolOff(playerId);
    w.clock.advance(24 * 60 * 60 * 1000);
    const sessionToken = await createTestGameSession(w.t.db, {
      playerId,
      gameId: w.game.id,
      providerSlug: EXTERNAL_PROVIDER,
      now: w.clock.now(),
    });
    const bet = await w.bet(sessionToken, "rp-bet-4", "rp-round-4", 10);
    expect(bet.statusCode, bet.body).toBe(200);
  });

  it("leaves demo play alone: no money moves", async () => {
    const { playerId } = await w.session({ coins: 100 });
    await coolOff(playerId);
    const sessionToken = await createTestGameSession(w.t.db, {
      playerId,
      gameId: w.game.id,
      providerSlug: EXTERNAL_PROVIDER,
      mode: "demo",
      now: w.clock.now(),
    });
    expect((await w.bet(sessionToken, "rp-bet-5", "rp-round-5", 10)).statusCode).toBe(200);
  });
});
