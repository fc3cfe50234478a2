import { createHash } from "node:crypto";
import { GameLaunchSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, fundPlayer, manualClock, type TestGame, walletCall } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "web" };

describe("game launch", () => {
  let t: TestApp;
  let game: TestGame;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
    game = await createTestGame(t.db);
  });
  afterAll(() => t.close());

  const launch = (gameId: number, cookie?: string, mode: "play" | "demo" = "play") =>
    t.app.inject({
      method: "POST",
      url: `/rest/game/${gameId}/${mode}/`,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    });
  const _spin = (token: string, stake: number) =>
    t.app.inject({ method: "POST", url: "/games/api/spin", headers: CLIENT, payload: { token, stake } });
  const _sessionInfo = (token: string) => t.app.inject({ url: `/games/api/session?token=${token}` });
  const code = (response: { json(): unknown }) =>
    (response.json() as { error?: { code: string } }).error?.code;

  async function player(funds: { coins?: number; entries?: number; winnings?: number } = { coins: 1000 }) {
    const created = await createTestPlayer(t.db);
    await fundPlayer(t.db, created.playerId, funds);
    return created;
  }

  async function _launched(funds?: { coins?: number; entries?: number; winnings?: number }) {
    const p = await player(funds);
    const response = await launch(game.id, p.cookie);
    expect(response.statusCode).toBe(200);
    return { ...p, launch: GameLaunchSchema.parse(response.json()) };
  }

  describe("launch", () => {
    it("a guest is told to sign in", async () => {
      const response = await launch(game.id);
      expect([response.statusCode, code(response)]).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await launch(game.id, undefined, "demo"))).toBe("UNAUTHENTICATED");
    });

    it("an unknown, inactive or external game is GAME_NOT_FOUND, a bad id is refused", async () => {
      const { cookie } = await player();
      const inactive = await createTestGame(t.db, { isActive: false });
      const external = await createTestGame(t.db, { integration: "acme-games", engineId: null });
      for (const id of [999_999_999, inactive.id, external.id]) {
        const response = await launch(id, cookie);
        expect([response.statusCode, code(response)]).toEqual([404, "GAME_NOT_FOUND"]);
      }
      const bad = await t.app.inject({
        method: "POST",
        url: "/rest/game/abc/play/",
        headers: { ...CLIENT, cookie },
      });
      expect([bad.statusCode, code(bad)]).toEqual([400, "VALIDATION_FAILED"]);
    });

    it("a player with no balance in their mode gets NO_REAL_FUNDS, and demo play instead", async () => {
      const { cookie } = await player({ entries: 5 });
      const response = await launch(game.id, cookie);
      expect([response.statusCode, code(response)]).toEqual([409, "NO_REAL_FUNDS"]);
      const demo = await launch(game.id, cookie, "demo");
      expect(demo.statusCode).toBe(200);
      expect(GameLaunchSchema.parse(demo.json())).toMatchObject({
        mode: "demo",
        gameMode: "TournamentPoints",
      });
    });

    it("launch opens a game session in the player's mode: URL with the token, only its hash stored", async () => {
      const p = await player({ entries: 5 });
      await t.app.inject({
        method: "POST",
        url: "/rest/player/game-mode/switch-to-sweep-stakes/",
        headers: { ...CLIENT, cookie: p.cookie },
      });
      const body = GameLaunchSchema.parse((await launch(game.id, p.cookie)).json());
      expect(body).toMatchObject({ success: true, gameId: game.id, mode: "real", gameMode: "SweepStakes" });
      expect(body.url).toBe(`/games/${game.slug}/?token=${body.sessionToken}`);
      const stored = await t.db.query<{ token_hash: string; mode: string; game_mode: string }>(
        "select token_hash, mode, game_mode from game_session where player_id = $1",
        [p.playerId],
      );
      expect(stored).toEqual([
        {
          token_hash: createHash("sha256").update(body.sessionToken).digest("hex"),
          mode: "real",
          game_mode: "SweepStakes",
        },
      ]);
      const auth = await walletCall(
        t.app,
        "authenticate",
        { sessionToken: body.sessionToken },
        { provider: "house" },
      );
      expect(auth.json()).toMatchObject({ playerId: p.playerId, currency: "entries", balance: 500 });
    });
  });

  it("a game played for real shows in the player's last games; a demo launch does not", async () => {
    const p = await player();
    expect(
      (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([]);
    await launch(game.id, p.cookie, "demo");
    expect(
      (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([]);
    await launch(game.id, p.cookie);
    await launch(game.id, p.cookie);
    expect(
      (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([game.id]);
  });
});
