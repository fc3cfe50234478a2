import type { Database } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { createTestDatabase } from "../../test-support/test-database";
import { writeOutboxEvent } from ".";
import { createEventStream, type StreamConsumer } from "./outbox.stream";

const clock = manualClock();

/** A consumer that records each event it handles in a table, idempotently, and can be told to fail. */
function recorder(db: Database, name: string, topic: string, failOn?: { payloadN: number; times: number }) {
  const handled: string[] = [];
  let failures = 0;
  const consumer: StreamConsumer = {
    name,
    topics: [topic],
    async handle(event, tx) {
      handled.push(event.id);
      await tx.query(
        "insert into test_stream_effect (consumer, event_id) values ($1, $2) on conflict do nothing",
        [name, event.id],
      );
      const n = (event.payload as { n: number }).n;
      if (failOn && n === failOn.payloadN && failures < failOn.times) {
        failures += 1;
        throw new Error(`event ${n} fails`);
      }
    },
  };
  const effects = async () =>
    (
      await db.query<{ event_id: string }>(
        "select event_id::text from test_stream_effect where consumer = $1 order by event_id",
        [name],
      )
    ).map((row) => row.event_id);
  return { consumer, handled, effects };
}

describe("the play stream's consumers (D23)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query(
      "create table test_stream_effect (consumer text, event_id bigint, primary key (consumer, event_id))",
    );
  });
  afterAll(() => db.close());

  const write = (topic: string, n: number) =>
    db.transaction((tx) => writeOutboxEvent(tx, { topic, aggregateId: "p", payload: { n } }, clock.now()));

  it("hands every event of its topics once, in order, and nothing on the next run", async () => {
    for (const n of [1, 2, 3]) await write("test.once", n);
    await write("test.other", 9);
    const stream = createEventStream({ db, clock, batchSize: 2 });
    const once = recorder(db, "once", "test.once");
    stream.consume(once.consumer);
    expect(await stream.drain()).toBe(3);
    expect(once.handled).toHaveLength(3);
    expect(await once.effects()).toEqual(once.handled);
    expect(await stream.runOnce()).toBe(0);
    expect((await stream.lag())[0]).toMatchObject({ consumer: "once", events: 0, failures: 0 });
  });

  it("a failing event undoes its writes and holds its consumer there until it goes through", async () => {
    for (const n of [1, 2, 3]) await write("test.failing", n);
    const stream = createEventStream({ db, clock });
    const failing = recorder(db, "failing", "test.failing", { payloadN: 2, times: 2 });
    stream.consume(failing.consumer);
    expect(await stream.runOnce()).toBe(1);
    expect(await failing.effects()).toHaveLength(1);
    expect((await stream.lag())[0]).toMatchObject({ events: 2, failures: 1 });
    expect(await stream.runOnce()).toBe(0);
    expect((await stream.lag())[0]).toMatchObject({ events: 2, failures: 2 });
    expect(await stream.runOnce()).toBe(2);
    expect(await failing.effects()).toHaveLength(3);
    expect((await stream.lag())[0]).toMatchObject({ events: 0, failures: 0 });
  });

  it("each consumer keeps its own checkpoint: a new one starts from the beginning", async () => {
    await write("test.shared", 1);
    const first = createEventStream({ db, clock });
    const early = recorder(db, "early", "test.shared");
    first.consume(early.consumer);
    expect(await first.drain()).toBe(1);
    await write("test.shared", 2);
    const late = recorder(db, "late", "test.shared");
    first.consume(late.consumer);
    expect(await first.drain()).toBe(3);
    expect(early.handled).toHaveLength(2);
    expect(late.handled).toHaveLength(2);
  });

  it("a replay from the start hands every event again, and an idempotent consumer changes nothing", async () => {
    for (const n of [1, 2]) await write("test.replay", n);
    const stream = createEventStream({ db, clock });
    const replayed = recorder(db, "replayed", "test.replay");
    stream.consume(replayed.consumer);
    await stream.drain();
    const before = await replayed.effects();
    await stream.replayFrom("replayed", 0);
    expect(await stream.drain()).toBe(2);
    expect(replayed.handled).toHaveLength(4);
    expect(await replayed.effects()).toEqual(before);
    // From a given event: that one and the later ones only.
    await stream.replayFrom("replayed", before[1] as string);
    expect(await stream.drain()).toBe(1);
  });

  it("says how far behind a consumer is, in events and in seconds", async () => {
    const stream = createEventStream({ db, clock });
    stream.consume(recorder(db, "lagging", "test.lag").consumer);
    await write("test.lag", 1);
    clock.advance(30_000);
    await write("test.lag", 2);
    expect((await stream.lag())[0]).toMatchObject({ consumer: "lagging", events: 2, seconds: 30 });
  });

  it("two nodes working one consumer at once hand each event to exactly one of them", async () => {
    for (let n = 1; n <= 40; n += 1) await write("test.nodes", n);
    const nodes = [
      createEventStream({ db, clock, batchSize: 5 }),
      createEventStream({ db, clock, batchSize: 5 }),
    ];
    const recorders = nodes.map((node) => {
      const shared = recorder(db, "nodes", "test.nodes");
      node.consume(shared.consumer);
      return shared;
    });
    await Promise.all(nodes.map((node) => node.drain()));
    const handled = recorders.flatMap((entry) => entry.handled);
    expect(handled).toHaveLength(40);
    expect(new Set(handled).size).toBe(40);
  });
});

describe.runIf(process.env.TEST_DB === "pg")("an event whose transaction commits late", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query(
      "create table test_stream_effect (consumer text, event_id bigint, primary key (consumer, event_id))",
    );
  });
  afterAll(() => db.close());

  it("is handled, in commit order, though a later event committed first", async () => {
    const stream = createEventStream({ db, clock });
    const late = recorder(db, "late-commit", "test.late");
    stream.consume(late.consumer);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first event's transaction takes its id and transaction id first, then waits before committing.
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const slow = db.transaction(async (tx) => {
      await writeOutboxEvent(tx, { topic: "test.late", aggregateId: "p", payload: { n: 1 } }, clock.now());
      wrote();
      await held;
    });
    await written;
    await db.transaction((tx) =>
      writeOutboxEvent(tx, { topic: "test.late", aggregateId: "p", payload: { n: 2 } }, clock.now()),
    );
    // The second is committed, but the first's transaction still runs: the consumer waits for both.
    expect(await stream.runOnce()).toBe(0);
    release();
    await slow;
    expect(await stream.drain()).toBe(2);
    const ns = (await late.effects()).length;
    expect(ns).toBe(2);
  });
});
