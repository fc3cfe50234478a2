import { GameLaunchSchema, OperatorRoundSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, fundPlayer, type TestGame } from "../../test-support/games";
import { createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "web" };

describe("round history and the back office's round lookup", () => {
  let t: TestApp;
  let game: TestGame;
  let support: TestOperator;
  let marketing: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    game = await createTestGame(t.db, { engineId: "hold-and-win" });
    support = await createTestOperator(t.db, { roleId: "support" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
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
  const operator = (id: string, who: TestOperator | null = support) =>
    t.app.inject({ url: `/api/backoffice/rounds/${id}/`, headers: who ? { cookie: who.cookie } : {} });
  const lastAudit = async () =>
    (
      await t.db.query<{ action: string; operator_id: string; target_id: string; after: unknown }>(
        "select action, operator_id::text, target_id, after from audit_log order by seq desc limit 1",
      )
    )[0];

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

  it("an operator looks a round up by id with its wallet calls, outcome and fairness data, audited", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { coins: 1000 });
    const [id] = await playRounds(p.cookie, 1);
    const response = await operator(id as string);
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
    expect(await lastAudit()).toMatchObject({
      action: "operatorRound",
      operator_id: support.operatorId,
      target_id: p.playerId,
    });
  });

  it("an operator pages through a player's rounds with their fairness data, audited", async () => {
    const p = await createTestPlayer(t.db);
    await fundPlayer(t.db, p.playerId, { coins: 1000 });
    const ids = await playRounds(p.cookie, 3);
    const page = (query: string, who: TestOperator | null = support) =>
      t.app.inject({
        url: `/api/backoffice/players/${p.playerId}/rounds/${query}`,
        headers: who ? { cookie: who.cookie } : {},
      });
    const first = await page("?pageSize=2");
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(3);
    expect(first.json().rounds.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.json().rounds[0].fairness).toMatchObject({ serverSeed: null, nonce: 2 });
    expect(await lastAudit()).toMatchObject({
      action: "backofficePlayerRounds",
      target_id: p.playerId,
      after: { read: "rounds", page: 1 },
    });
    expect((await page("?page=2&pageSize=2")).json().rounds.map((r: { id: string }) => r.id)).toEqual([
      ids[0],
    ]);
    expect((await page("", null)).statusCode).toBe(401);
    expect((await page("", marketing)).statusCode).toBe(403);
    expect((await page("?pageSize=1000")).statusCode).toBe(400);
    const missing = await t.app.inject({
      url: "/api/backoffice/players/00000000-0000-4000-8000-000000000000/rounds/",
      headers: { cookie: support.cookie },
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("the round lookup needs an operator with players:read, a numeric id and an existing round", async () => {
    const guest = await operator("1", null);
    expect([guest.statusCode, guest.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
    const player = await createTestPlayer(t.db);
    const asPlayer = await t.app.inject({
      url: "/api/backoffice/rounds/1/",
      headers: { cookie: player.cookie },
    });
    expect(asPlayer.statusCode).toBe(401);
    const forbidden = await operator("1", marketing);
    expect([forbidden.statusCode, forbidden.json().error.code]).toEqual([403, "FORBIDDEN"]);
    const bad = await operator("not-a-number");
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, "VALIDATION_FAILED"]);
    const missing = await operator("987654321");
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

describe("the bearer-token operator API", () => {
  it("is gone: rounds are looked up in the back office", async () => {
    const t = await createTestApp({ env: { OPERATOR_API_TOKEN: "anything-at-all-0123456789abcdef" } });
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
