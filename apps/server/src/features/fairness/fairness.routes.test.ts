import { FairnessStateSchema, GameLaunchSchema, HouseSpinResultSchema } from "@casino/contracts";
import { commitServerSeed, replaySpin } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, fundPlayer, type TestGame } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "web" };

describe("provably fair seeds: commitment, rotation, verification", () => {
  let t: TestApp;
  let game: TestGame;
  beforeAll(async () => {
    t = await createTestApp();
    game = await createTestGame(t.db, { engineId: "video-5x3" });
  });
  afterAll(() => t.close());

  const state = (cookie?: string) =>
    t.app.inject({ url: "/rest/fairness/", headers: cookie ? { cookie } : {} });
  const rotate = (cookie: string | undefined, payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: "/rest/fairness/rotate/",
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
      payload,
    });

  async function spins(cookie: string, count: number) {
    const launch = GameLaunchSchema.parse(
      (
        await t.app.inject({
          method: "POST",
          url: `/rest/game/${game.id}/play/`,
          headers: { ...CLIENT, cookie },
        })
      ).json(),
    );
    const results = [];
    for (let i = 0; i < count; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/games/api/spin",
        headers: CLIENT,
        payload: { token: launch.sessionToken, stake: 50 },
      });
      results.push(HouseSpinResultSchema.parse(response.json()));
    }
    return results;
  }

  it("a guest cannot read or rotate seeds", async () => {
    expect((await state()).statusCode).toBe(401);
    const response = await rotate(undefined, { clientSeed: "bad seed!" });
    expect([response.statusCode, response.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("the commitment is made before play and stays the same until rotated", async () => {
    const { cookie } = await createTestPlayer(t.db);
    const first = FairnessStateSchema.parse((await state(cookie)).json());
    expect(first).toMatchObject({ nextNonce: 0, previous: null });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await state(cookie)).json()).toEqual(first);
  });

  it("refuses a client seed with characters it does not take", async () => {
    const { cookie } = await createTestPlayer(t.db);
    const response = await rotate(cookie, { clientSeed: "spaces are not allowed" });
    expect([response.statusCode, response.json().error.code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("rotation reveals the committed seed and every round drawn from it replays to its stored outcome", async () => {
    const { cookie, playerId } = await createTestPlayer(t.db);
    await fundPlayer(t.db, playerId, { coins: 10_000 });
    await rotate(cookie, { clientSeed: "my-lucky-seed" });
    const committed = FairnessStateSchema.parse((await state(cookie)).json());
    expect(committed.clientSeed).toBe("my-lucky-seed");
    const played = await spins(cookie, 6);
    expect(played.map((r) => r.fairness.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(played.map((r) => r.fairness.serverSeedHash))).toEqual(
      new Set([committed.serverSeedHash]),
    );

    const before = (await t.app.inject({ url: "/rest/player/rounds/", headers: { cookie } })).json();
    expect(before.rounds[0].fairness).toMatchObject({
      serverSeed: null,
      serverSeedHash: committed.serverSeedHash,
    });

    const rotated = FairnessStateSchema.parse((await rotate(cookie)).json());
    expect(rotated.previous).toMatchObject({
      serverSeedHash: committed.serverSeedHash,
      clientSeed: "my-lucky-seed",
      lastNonce: 5,
    });
    expect(rotated.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(rotated.nextNonce).toBe(0);
    const serverSeed = rotated.previous?.serverSeed as string;
    expect(commitServerSeed(serverSeed)).toBe(committed.serverSeedHash);

    const history = (await t.app.inject({ url: "/rest/player/rounds/", headers: { cookie } })).json();
    for (const round of history.rounds) {
      expect(round.fairness.serverSeed).toBe(serverSeed);
      const stored = await t.db.query<{ outcome: unknown }>("select outcome from game_round where id = $1", [
        round.id,
      ]);
      const replayed = replaySpin("video-5x3", {
        serverSeed,
        clientSeed: "my-lucky-seed",
        nonce: round.fairness.nonce,
      });
      expect(JSON.parse(JSON.stringify(replayed))).toEqual(stored[0]?.outcome);
    }
    for (const result of played) {
      const replayed = replaySpin("video-5x3", {
        serverSeed,
        clientSeed: "my-lucky-seed",
        nonce: result.fairness.nonce,
      });
      expect(result.outcome).toEqual(JSON.parse(JSON.stringify(replayed)));
    }
  });
});
