import { GameLaunchSchema, OperatorRoundSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, fundPlayer, type TestGame } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "web" };
const OPERATOR_API_TOKEN = "operator-token-for-tests-0123456789abcdef";

describe("round history and the operator's round lookup", () => {
  let t: TestApp;
  let game: TestGame;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_API_TOKEN } });
    game = await createTestGame(t.db, { engineId: "hold-and-win" });
  });
  afterAll(() => t.close());

  async function playRounds(cookie: string, count: number, mode: "play" | "demo" = "play") {
    const launch = GameLaunchSchema.parse(
      (
        await t.app.inject({
          method: "POST",
          url: `/rest/game/${game.id}/${mode}/`,
          headers: { ...CLIENT, cookie },
        })
      ).json(),
    );
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/games/api/spin",
        headers: CLIENT,
        payload: { token: launch.sessionToken, stake: 20 },
      });
      ids.push(response.json().roundId);
    }
    return ids;
  }

  const rounds = (cookie?: string, query = "") =>
    t.app.inject({ url: `/rest/player/rounds/${query}`, headers: cookie ? { cookie } : {} });
  const operator = (id: string, authorization?: string) =>
    t.app.inject({ url: `/api/operator/rounds/${id}`, headers: authorization ? { authorization } : {} });

  it("a guest has no history", async () => {
    const response = await rounds();
    expect([response.statusCode, response.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("lists the player's real rounds newest first, in major units, paged, without demo play", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { entries: 50 });
    await t.app.inject({
      method: "POST",
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
      headers: { ...CLIENT, cookie: p.cookie },
    });
    const ids = await playRounds(p.cookie, 3);
    await playRounds(p.cookie, 2, "demo");
    const all = (await rounds(p.cookie)).json();
    expect(all.total).toBe(3);
    expect(all.rounds.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    expect(all.rounds[0]).toMatchObject({
      gameId: game.id,
      currency: "entries",
      bet: 0.2,
      status: "settled",
    });
    const page = (await rounds(p.cookie, "?limit=1&offset=1")).json();
    expect(page.rounds.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await rounds(p.cookie, "?limit=0")).statusCode).toBe(400);
    const other = await createTestPlayer(t.db);
    expect((await rounds(other.cookie)).json()).toEqual({ rounds: [], total: 0 });
  });

  it("an operator looks a round up by id with its wallet calls, outcome and fairness data", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { coins: 1000 });
    const [id] = await playRounds(p.cookie, 1);
    const response = await operator(id as string, `Bearer ${OPERATOR_API_TOKEN}`);
    expect(response.statusCode).toBe(200);
    const round = OperatorRoundSchema.parse(response.json());
    expect(round).toMatchObject({
      id,
      providerSlug: "house",
      playerId: p.playerId,
      gameId: game.id,
      mode: "real",
      currency: "coins",
      status: "settled",
      bet: "20",
    });
    expect(round.transactions[0]).toMatchObject({ operation: "bet", amount: "20", isRolledBack: false });
    expect(round.fairness).toMatchObject({ serverSeed: null, nonce: 0 });
    expect(round.outcome).toMatchObject({ gameId: "hold-and-win" });
  });

  it("the operator lookup needs the bearer token, a numeric id and an existing round", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token",
      `Basic ${OPERATOR_API_TOKEN}`,
      OPERATOR_API_TOKEN,
    ]) {
      const response = await operator("1", authorization);
      expect([response.statusCode, response.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
    }
    expect((await operator("not-a-number")).statusCode).toBe(401);
    const bad = await operator("not-a-number", `Bearer ${OPERATOR_API_TOKEN}`);
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, "VALIDATION_FAILED"]);
    const missing = await operator("987654321", `Bearer ${OPERATOR_API_TOKEN}`);
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("the API docs describe the wallet's signature and the operator's session", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(document.paths["/api/provider/{provider}/bet/"].post.security).toEqual([
      { providerSignature: [] },
    ]);
    expect(document.paths["/api/backoffice/roles/"].get).toMatchObject({
      security: [{ operatorSession: [] }],
      "x-permission": "staff:read",
      tags: ["backoffice"],
    });
    expect(document.components.securitySchemes.providerSignature).toMatchObject({
      in: "header",
      name: "X-Signature",
    });
    expect(document.paths["/games/api/spin"]).toBeDefined();
  });
});

describe("the operator API without a configured token", () => {
  it("does not exist", async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        url: "/api/operator/rounds/1",
        headers: { authorization: "Bearer anything-at-all-0123456789abcdef" },
      });
      expect([response.statusCode, response.json().error.code]).toEqual([404, "ROUTE_NOT_FOUND"]);
    } finally {
      await t.close();
    }
  });
});
