import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("where the session is looked up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        const whoAmI = async (request: { session: { playerId: string } | null }) => ({
          playerId: request.session?.playerId ?? null,
        });
        app.get("/rest/test/who/", whoAmI);
        app.post("/rest/test/who/", whoAmI);
        app.get("/rest/test/probe/", { config: { sessionless: true } }, whoAmI);
      },
    });
  });
  afterAll(() => t.close());

  it("signs a player's cookie in on an ordinary route, for reads and writes alike", async () => {
    const player = await createTestPlayer(t.db);
    const read = await t.app.inject({ url: "/rest/test/who/", headers: { cookie: player.cookie } });
    expect(read.json()).toEqual({ playerId: player.playerId });
    const write = await t.app.inject({
      method: "POST",
      url: "/rest/test/who/",
      headers: { cookie: player.cookie, "x-casino-client": "web" },
    });
    expect(write.json()).toEqual({ playerId: player.playerId });
  });

  it("does not look it up for a route marked sessionless (probes, scrapes)", async () => {
    const player = await createTestPlayer(t.db);
    const response = await t.app.inject({ url: "/rest/test/probe/", headers: { cookie: player.cookie } });
    expect(response.json()).toEqual({ playerId: null });
  });

  it("keeps an answer to a session cookie personal even on an unknown route", async () => {
    const player = await createTestPlayer(t.db);
    const response = await t.app.inject({ url: "/rest/no-such-route/", headers: { cookie: player.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});
