import { GamesCatalogueSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_TOPIC } from "../../features/games-catalogue";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { recordContentChange } from "./change-events";

describe("a content change recorded in its transaction", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const titleOf101 = async () =>
    GamesCatalogueSchema.parse((await t.app.inject({ url: "/api/rest/games" })).json()).games.find(
      (game) => game.id === 101,
    )?.name;

  it("reaches every node's memory through the outbox relay, and not before it is relayed", async () => {
    const before = await titleOf101();
    await t.db.transaction(async (tx) => {
      await tx.query(`update game set title = 'Renamed Reels' where id = 101`);
      await recordContentChange(tx, CATALOGUE_TOPIC, new Date());
    });
    expect(await titleOf101()).toBe(before);
    await t.relayOutbox();
    expect(await titleOf101()).toBe("Renamed Reels");
  });
});
