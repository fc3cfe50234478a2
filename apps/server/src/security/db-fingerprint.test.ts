import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../test-support/players";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { watchDatabase } from "./db-fingerprint";

/** The fuzz test's witness: it must see any write, wherever it lands, and nothing when only reads ran. */
describe("watching the database for writes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sees nothing after reads, and names the table of an update and of a delete", async () => {
    const player = await createTestPlayer(t.db);
    const watch = await watchDatabase(t.db);
    await t.db.query("select count(*) from player");
    expect(await watch.changedSinceLastLook()).toEqual([]);

    await t.db.query("update player set game_mode = 'SweepStakes' where id = $1", [player.playerId]);
    expect(await watch.changedSinceLastLook()).toEqual(["player"]);
    expect(await watch.changedSinceLastLook()).toEqual([]);

    await t.db.query("delete from player_session where player_id = $1", [player.playerId]);
    expect(await watch.changedSinceLastLook()).toEqual(["player_session"]);
  });

  it("sees a write that changed no value: the row has a new version", async () => {
    const player = await createTestPlayer(t.db);
    const watch = await watchDatabase(t.db);
    await t.db.query("update player set game_mode = game_mode where id = $1", [player.playerId]);
    expect(await watch.changedSinceLastLook()).toEqual(["player"]);
  });
});
