import type { Database } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test-support/test-database";
import { createOutboxRelay, type OutboxEvent, writeOutboxEvent } from ".";

const at = new Date("2026-11-22T12:00:00.000Z");
const clock = { now: () => at };

describe("the transactional outbox relay", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const write = (topic: string, aggregateId: string, payload: object) =>
    db.transaction((tx) => writeOutboxEvent(tx, { topic, aggregateId, payload }, at));
  const unpublished = async (topic: string) =>
    (
      await db.query<{ n: string }>(
        "select count(*)::text as n from outbox_event where topic = $1 and published_at is null",
        [topic],
      )
    )[0]?.n;

  it("an event written in a transaction that rolls back never exists", async () => {
    await expect(
      db.transaction(async (tx) => {
        await writeOutboxEvent(tx, { topic: "test.rolled_back", aggregateId: "p", payload: {} }, at);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await unpublished("test.rolled_back")).toBe("0");
  });

  it("hands committed events to their consumers in order and marks them published", async () => {
    await write("test.ordered", "p1", { n: 1 });
    await write("test.ordered", "p2", { n: 2 });
    await write("test.ignored", "p1", { n: 3 });
    const relay = createOutboxRelay({ db, clock, batchSize: 10 });
    const seen: OutboxEvent[] = [];
    relay.subscribe("test.ordered", "recorder", async (event) => {
      seen.push(event);
    });
    expect(await relay.runOnce()).toBe(2);
    expect(seen.map((e) => [e.aggregateId, e.payload])).toEqual([
      ["p1", { n: 1 }],
      ["p2", { n: 2 }],
    ]);
    expect(await unpublished("test.ordered")).toBe("0");
    // Nobody consumes this topic yet: it waits for its consumer instead of being dropped.
    expect(await unpublished("test.ignored")).toBe("1");
    expect(await relay.runOnce()).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it("a consumer's writes commit with the published mark; a failing one is undone and retried", async () => {
    await db.query("create table if not exists test_outbox_effect (event_id bigint primary key)");
    await write("test.retry", "p1", { fail: true });
    await write("test.retry", "p2", { fail: false });
    let shouldFail = true;
    const relay = createOutboxRelay({ db, clock, maxAttempts: 3 });
    relay.subscribe("test.retry", "effect", async (event, tx) => {
      await tx.query("insert into test_outbox_effect (event_id) values ($1)", [event.id]);
      if (shouldFail && (event.payload as { fail: boolean }).fail) throw new Error("consumer down");
    });
    await relay.runOnce();
    expect(await unpublished("test.retry")).toBe("1");
    expect((await db.query("select event_id from test_outbox_effect")).length).toBe(1);
    const attempts = await db.query<{ attempts: number }>(
      "select attempts from outbox_event where topic = 'test.retry' and published_at is null",
    );
    expect(attempts).toEqual([{ attempts: 1 }]);
    shouldFail = false;
    await relay.runOnce();
    expect(await unpublished("test.retry")).toBe("0");
    expect((await db.query("select event_id from test_outbox_effect")).length).toBe(2);
  });

  it("gives up on an event after its last attempt, leaving it unpublished for an operator", async () => {
    await write("test.poison", "p1", {});
    const relay = createOutboxRelay({ db, clock, maxAttempts: 2 });
    relay.subscribe("test.poison", "always-fails", async () => {
      throw new Error("never works");
    });
    expect(await relay.runOnce()).toBe(1);
    expect(await relay.runOnce()).toBe(1);
    expect(await relay.runOnce()).toBe(0);
    expect(await unpublished("test.poison")).toBe("1");
  });

  it("two relays side by side deliver each event exactly once", async () => {
    for (let i = 0; i < 40; i += 1) await write("test.shared", `p${i}`, { i });
    const delivered: string[] = [];
    const relays = [0, 1].map(() => {
      const relay = createOutboxRelay({ db, clock, batchSize: 5 });
      relay.subscribe("test.shared", "collector", async (event) => {
        delivered.push(event.id);
      });
      return relay;
    });
    for (let round = 0; round < 6; round += 1) await Promise.all(relays.map((relay) => relay.runOnce()));
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
  });

  it("started, it drains the outbox by itself and stops cleanly", async () => {
    await write("test.started", "p1", {});
    const relay = createOutboxRelay({ db, clock, pollIntervalMs: 10 });
    const seen: string[] = [];
    relay.subscribe("test.started", "collector", async (event) => {
      seen.push(event.id);
    });
    relay.start();
    for (let i = 0; i < 100 && seen.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    await relay.stop();
    expect(seen).toHaveLength(1);
    expect(await unpublished("test.started")).toBe("0");
  });
});
