import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bus, BusMessage } from "./bus";
import { createRedisBus } from "./redis-bus";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("Redis bus between nodes", () => {
  const opened: Bus[] = [];
  const open = async (prefix: string) => {
    const bus = await createRedisBus({ url: REDIS_URL, prefix, onError: () => {} });
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it("delivers what one node publishes to every node, the publisher included", async () => {
    const prefix = `test-${randomUUID()}:`;
    const [one, two] = [await open(prefix), await open(prefix)];
    const heardByOne: BusMessage[] = [];
    const heardByTwo: BusMessage[] = [];
    one.subscribe("read-cache.changed", (message) => heardByOne.push(message));
    two.subscribe("read-cache.changed", (message) => heardByTwo.push(message));
    await one.publish("read-cache.changed", { topic: "home" });
    await vi.waitFor(() => {
      expect(heardByOne).toEqual([{ topic: "home" }]);
      expect(heardByTwo).toEqual([{ topic: "home" }]);
    });
  });

  it("keeps deployments with other prefixes apart", async () => {
    const mine = await open(`test-${randomUUID()}:`);
    const theirs = await open(`test-${randomUUID()}:`);
    const heard: BusMessage[] = [];
    mine.subscribe("home.winner", (message) => heard.push(message));
    await theirs.publish("home.winner", { roundId: "1" });
    await mine.publish("home.winner", { roundId: "2" });
    await vi.waitFor(() => expect(heard).toEqual([{ roundId: "2" }]));
  });

  it("tells its node to resync when the link to Redis came back, since messages may have been lost", async () => {
    const prefix = `test-${randomUUID()}:`;
    const bus = await open(prefix);
    let resyncs = 0;
    bus.onResync(() => {
      resyncs += 1;
    });
    const admin = new Redis(REDIS_URL);
    try {
      // Drop every subscriber connection, as a Redis restart or a network cut would.
      await admin.call("CLIENT", "KILL", "TYPE", "pubsub");
      await vi.waitFor(() => expect(resyncs).toBe(1), { timeout: 5_000 });
      const heard: BusMessage[] = [];
      bus.subscribe("home.winner", (message) => heard.push(message));
      await bus.publish("home.winner", { roundId: "after" });
      await vi.waitFor(() => expect(heard).toEqual([{ roundId: "after" }]), { timeout: 5_000 });
    } finally {
      admin.disconnect();
    }
  });
});
