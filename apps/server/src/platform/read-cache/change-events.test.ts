import { GamesCatalogueSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_TOPIC } from "../../features/games-catalogue";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import type { OutboxRelay } from "../outbox";
import { editContent, recordContentChange } from "./change-events";

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

describe("an operator's edit of read-mostly content (editContent)", () => {
  let t: TestApp;
  let wakes = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ctx = () => ({
    db: t.db,
    clock: { now: () => new Date("2026-11-25T12:00:00.000Z") },
    readCache: t.app.readCache,
    outbox: { wake: () => (wakes += 1) } as unknown as OutboxRelay,
  });
  const announcements = async () =>
    (
      await t.db.query<{ count: number }>(
        "select count(*)::int as count from outbox_event where topic = 'content.changed' and aggregate_id = $1",
        [CATALOGUE_TOPIC],
      )
    )[0]?.count ?? 0;
  const titleOf102 = async () =>
    GamesCatalogueSchema.parse((await t.app.inject({ url: "/api/rest/games" })).json()).games.find(
      (game) => game.id === 102,
    )?.name;

  it("announces nothing and keeps the cache when the edit fails", async () => {
    const before = { title: await titleOf102(), announced: await announcements(), wakes };
    await expect(
      editContent(ctx(), CATALOGUE_TOPIC, async (tx) => {
        await tx.query(`update game set title = 'Never Shown' where id = 102`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect({ title: await titleOf102(), announced: await announcements(), wakes }).toEqual(before);
  });

  it("writes its announcement in the edit's transaction, and this node shows the edit at once", async () => {
    const announced = await announcements();
    await titleOf102();
    await editContent(ctx(), CATALOGUE_TOPIC, async (tx) => {
      await tx.query(`update game set title = 'Shown At Once' where id = 102`);
    });
    expect(await announcements()).toBe(announced + 1);
    expect(wakes).toBe(1);
    expect(await titleOf102()).toBe("Shown At Once");
  });
});
