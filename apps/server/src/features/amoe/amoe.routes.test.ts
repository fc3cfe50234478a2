import { amoeEndpoint, requestAmoeCodeEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "test" };
const CODE = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

describe("free entries by mail, for players", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "tao.example=tao" } });
  });
  afterAll(() => t.close());

  const get = (player?: TestPlayer) =>
    t.app.inject({ url: "/rest/amoe/", headers: player ? { cookie: player.cookie } : {} });
  const ask = (player?: TestPlayer, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: "/rest/amoe/request/",
      headers: { ...CLIENT, ...(player ? { cookie: player.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];

  it("a guest reads how to send a request (address, entries, cap, equal odds) but has no codes", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = amoeEndpoint.output.parse(response.json());
    expect(body.requests).toBeNull();
    expect(body.instructions).toMatchObject({
      entriesPerRequest: "5.00",
      maxCreditsPerPeriod: 1,
      periodDays: 1,
      isEqualOdds: true,
    });
    expect(body.instructions.mailingAddress.length).toBeGreaterThanOrEqual(3);
    expect(body.instructions.mailingAddress[0]).toContain("Free Entries");
  });

  it("a guest cannot get a request code", async () => {
    expect(code(await ask())).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("refuses a body on the request (bad input) and a request without the client header", async () => {
    const player = await createTestPlayer(t.db);
    expect(code(await ask(player, { code: "ABCDE-FGHJK" }))).toEqual([400, "VALIDATION_FAILED"]);
    const noHeader = await t.app.inject({
      method: "POST",
      url: "/rest/amoe/request/",
      headers: { cookie: player.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it("a player gets a copyable code, sees it outstanding, and gets the same one back while it is", async () => {
    const player = await createTestPlayer(t.db);
    const first = await ask(player);
    expect(first.statusCode).toBe(200);
    const issued = requestAmoeCodeEndpoint.output.parse(first.json());
    expect(issued.isNew).toBe(true);
    expect(issued.request).toMatchObject({ status: "issued", entries: null, receivedAt: null });
    expect(issued.request.code).toMatch(CODE);

    const again = requestAmoeCodeEndpoint.output.parse((await ask(player)).json());
    expect(again).toEqual({ request: issued.request, isNew: false });

    const mine = amoeEndpoint.output.parse((await get(player)).json());
    expect(mine.requests).toEqual([issued.request]);
  });

  it("two requests at the same moment still give the player one code", async () => {
    const player = await createTestPlayer(t.db);
    const answers = await Promise.all([ask(player), ask(player), ask(player)]);
    const codes = new Set(answers.map((a) => a.json().request.code));
    expect(codes.size).toBe(1);
    expect(answers.filter((a) => a.json().isNew)).toHaveLength(1);
  });

  it("each player's codes are their own", async () => {
    const one = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const a = (await ask(one)).json().request.code;
    const b = (await ask(other)).json().request.code;
    expect(a).not.toBe(b);
    const seen = amoeEndpoint.output.parse((await get(other)).json());
    expect(seen.requests?.map((r) => r.code)).toEqual([b]);
  });

  it("the instructions are the brand's own and follow an operator's edit at once", async () => {
    await t.editContent(
      "amoe",
      "update amoe_setting set mailing_address = $1, entries_per_request = 250 where brand_id = 'tao'",
      ["Tao Entries\nPO Box 1\nDover, DE 19901"],
    );
    const tao = amoeEndpoint.output.parse(
      (await t.app.inject({ url: "/rest/amoe/", headers: { host: "tao.example" } })).json(),
    );
    expect(tao.instructions).toMatchObject({
      mailingAddress: ["Tao Entries", "PO Box 1", "Dover, DE 19901"],
      entriesPerRequest: "2.50",
    });
    const other = amoeEndpoint.output.parse((await get()).json());
    expect(other.instructions.mailingAddress[0]).not.toBe("Tao Entries");
  });
});
