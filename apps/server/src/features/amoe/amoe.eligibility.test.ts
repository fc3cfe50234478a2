import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

const CLIENT = { "x-casino-client": "test" };

describe("who may take part in free entries by mail", () => {
  let t: TestApp;
  let compliance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
  });
  afterAll(() => t.close());

  const ask = (player: TestPlayer) =>
    t.app.inject({
      method: "POST",
      url: "/rest/amoe/request/",
      headers: { ...CLIENT, cookie: player.cookie },
    });
  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const codesOf = async (playerId: string) =>
    (
      await t.db.query<{ n: number }>("select count(*)::int as n from amoe_request where player_id = $1", [
        playerId,
      ])
    )[0]?.n;

  it("a player living where AMOE is banned gets no code", async () => {
    const player = await createTestPlayer(t.db, { state: "WA" });
    const response = await ask(player);
    expect(errorOf(response)).toEqual([403, "JURISDICTION_RESTRICTED"]);
    expect(response.json().error.message).toContain("Washington");
    expect(await codesOf(player.playerId)).toBe(0);
  });

  it("a letter from a player who has since moved to a banned state is not credited", async () => {
    const player = await createTestPlayer(t.db, { state: "TX" });
    const code = (await ask(player)).json().request.code;
    await t.db.query("update player set state = 'WA' where id = $1", [player.playerId]);
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/amoe/requests/${code}/record/`,
      headers: backofficeHeaders(compliance),
    });
    expect(errorOf(recorded)).toEqual([403, "JURISDICTION_RESTRICTED"]);
    expect((await balancesOf(t.db, player.playerId)).entries).toBe(0n);
  });

  it("a cooled-off player gets no new code, but a letter already on its way is honoured", async () => {
    const player = await createTestPlayer(t.db);
    const code = (await ask(player)).json().request.code;
    const coolOff = await t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/cool-off/",
      headers: { ...CLIENT, cookie: player.cookie },
      payload: { days: 2 },
    });
    expect(coolOff.statusCode).toBe(200);
    const recorded = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/amoe/requests/${code}/record/`,
      headers: backofficeHeaders(compliance),
    });
    expect(recorded.statusCode).toBe(200);
    expect((await balancesOf(t.db, player.playerId)).entries).toBe(500n);
    expect(errorOf(await ask(player))).toEqual([403, "PLAY_BLOCKED"]);
  });
});
