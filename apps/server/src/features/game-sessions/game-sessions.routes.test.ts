import { createHash } from "node:crypto";
import { GameLaunchSchema } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { CLIENT, errorCode, useGameBench } from "../../test-support/game-launch";
import { createTestGame, walletCall } from "../../test-support/games";

describe("game launch", () => {
  const { bench, launch, player } = useGameBench();

  describe("launch", () => {
    it("a guest is told to sign in", async () => {
      const response = await launch(bench.game.id);
      expect([response.statusCode, errorCode(response)]).toEqual([401, "UNAUTHENTICATED"]);
      expect(errorCode(await launch(bench.game.id, undefined, "demo"))).toBe("UNAUTHENTICATED");
    });

    it("an unknown, inactive or external game is GAME_NOT_FOUND, a bad id is refused", async () => {
      const { cookie } = await player();
      const inactive = await createTestGame(bench.t.db, { isActive: false });
      const external = await createTestGame(bench.t.db, { integration: "acme-games", engineId: null });
      for (const id of [999_999_999, inactive.id, external.id]) {
        const response = await launch(id, cookie);
        expect([response.statusCode, errorCode(response)]).toEqual([404, "GAME_NOT_FOUND"]);
      }
      const bad = await bench.t.app.inject({
        method: "POST",
        url: "/rest/game/abc/play/",
        headers: { ...CLIENT, cookie },
      });
      expect([bad.statusCode, errorCode(bad)]).toEqual([400, "VALIDATION_FAILED"]);
    });

    it("a player with no balance in their mode gets NO_REAL_FUNDS, and demo play instead", async () => {
      const { cookie } = await player({ entries: 5 });
      const response = await launch(bench.game.id, cookie);
      expect([response.statusCode, errorCode(response)]).toEqual([409, "NO_REAL_FUNDS"]);
      const demo = await launch(bench.game.id, cookie, "demo");
      expect(demo.statusCode).toBe(200);
      expect(GameLaunchSchema.parse(demo.json())).toMatchObject({
        mode: "demo",
        gameMode: "TournamentPoints",
      });
    });

    it("launch opens a game session in the player's mode: URL with the token, only its hash stored", async () => {
      const p = await player({ entries: 5 });
      await bench.t.app.inject({
        method: "POST",
        url: "/rest/player/game-mode/switch-to-sweep-stakes/",
        headers: { ...CLIENT, cookie: p.cookie },
      });
      const body = GameLaunchSchema.parse((await launch(bench.game.id, p.cookie)).json());
      expect(body).toMatchObject({
        success: true,
        gameId: bench.game.id,
        mode: "real",
        gameMode: "SweepStakes",
      });
      expect(body.url).toBe(`/games/${bench.game.slug}/?token=${body.sessionToken}`);
      const stored = await bench.t.db.query<{ token_hash: string; mode: string; game_mode: string }>(
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
        bench.t.app,
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
      (await bench.t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([]);
    await launch(bench.game.id, p.cookie, "demo");
    expect(
      (await bench.t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([]);
    await launch(bench.game.id, p.cookie);
    await launch(bench.game.id, p.cookie);
    expect(
      (await bench.t.app.inject({ url: "/rest/app/init/", headers: { cookie: p.cookie } })).json().lastGames,
    ).toEqual([bench.game.id]);
  });
});
