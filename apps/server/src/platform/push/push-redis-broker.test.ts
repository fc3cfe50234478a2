import { randomUUID } from "node:crypto";
import { HISTORY_SIZE, HISTORY_TTL_SECONDS, type Publication } from "@casino/contracts";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { PushBroker } from "./push-broker";
import { createRedisBroker } from "./push-redis-broker";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `test-${randomUUID()}:`;
const admin = new Redis(REDIS_URL);
let now = Date.parse("2026-11-28T12:00:00Z");
const clock = { now: () => new Date(now) };
const brokers: PushBroker[] = [];

async function broker() {
  const opened = await createRedisBroker({ url: REDIS_URL, prefix, clock, onError: () => {} });
  brokers.push(opened);
  return opened;
}

afterEach(async () => {
  for (const opened of brokers.splice(0)) await opened.close();
});
afterAll(async () => {
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  admin.disconnect();
});

const publishMany = async (node: PushBroker, channel: string, count: number) => {
  const published: Publication[] = [];
  for (let n = 1; n <= count; n++) published.push(await node.publish(channel, "test.event", { n }));
  return published;
};

describe("the Redis push broker", () => {
  it("numbers a channel's publications 1, 2, 3 under one epoch that every node shares", async () => {
    const [here, there] = [await broker(), await broker()];
    const channel = `player:${randomUUID()}`;
    const first = await here.publish(channel, "test.event", { n: 1 });
    const second = await there.publish(channel, "test.event", { n: 2 });
    expect([first.offset, second.offset]).toEqual([1, 2]);
    expect(second.epoch).toBe(first.epoch);
    expect(await here.recover(channel, null)).toMatchObject({
      offset: 2,
      epoch: first.epoch,
      recovered: false,
    });
  });

  it("hands every publication to every node, in offset order", async () => {
    const [here, there] = [await broker(), await broker()];
    const channel = `player:${randomUUID()}`;
    const heardThere: number[] = [];
    there.onPublication((heardOn, frame) => {
      if (heardOn === channel) heardThere.push((JSON.parse(frame) as Publication).offset);
    });
    await publishMany(here, channel, 20);
    await vi.waitFor(() => expect(heardThere).toHaveLength(20));
    expect(heardThere).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("replays from another node exactly what a client missed since its offset", async () => {
    const [here, there] = [await broker(), await broker()];
    const channel = `player:${randomUUID()}`;
    const [first] = await publishMany(here, channel, 5);
    const recovery = await there.recover(channel, { offset: 2, epoch: first?.epoch ?? "" });
    expect(recovery.recovered).toBe(true);
    expect(recovery.publications.map((p) => [p.offset, p.data])).toEqual([
      [3, { n: 3 }],
      [4, { n: 4 }],
      [5, { n: 5 }],
    ]);
    expect(await there.recover(channel, { offset: 5, epoch: first?.epoch ?? "" })).toMatchObject({
      recovered: true,
      publications: [],
    });
  });

  it("keeps the last 300 publications: an older offset, another epoch or a future offset cannot be recovered", async () => {
    const node = await broker();
    const channel = `player:${randomUUID()}`;
    const published = await publishMany(node, channel, HISTORY_SIZE + 10);
    const epoch = published[0]?.epoch ?? "";
    expect(await node.recover(channel, { offset: 1, epoch })).toMatchObject({ recovered: false });
    const recent = await node.recover(channel, { offset: 10, epoch });
    expect(recent.recovered).toBe(true);
    expect(recent.publications).toHaveLength(HISTORY_SIZE);
    expect(await node.recover(channel, { offset: 12, epoch: "another" })).toMatchObject({ recovered: false });
    expect(await node.recover(channel, { offset: 999, epoch })).toMatchObject({ recovered: false });
  });

  it("keeps nothing older than ten minutes", async () => {
    const node = await broker();
    const channel = `player:${randomUUID()}`;
    const [first] = await publishMany(node, channel, 2);
    now += (HISTORY_TTL_SECONDS + 1) * 1000;
    await node.publish(channel, "test.event", { n: 3 });
    expect(await node.recover(channel, { offset: 1, epoch: first?.epoch ?? "" })).toMatchObject({
      recovered: false,
      offset: 3,
    });
    expect(await node.recover(channel, { offset: 2, epoch: first?.epoch ?? "" })).toMatchObject({
      recovered: true,
    });
  });

  it("starts a new epoch at offset 1 when the channel's state was lost, so old positions are refetched", async () => {
    const node = await broker();
    const channel = `player:${randomUUID()}`;
    const [first] = await publishMany(node, channel, 3);
    await admin.del(`${prefix}push:meta:${channel}`);
    const after = await node.publish(channel, "test.event", { n: 4 });
    expect(after.offset).toBe(1);
    expect(after.epoch).not.toBe(first?.epoch);
    expect(await node.recover(channel, { offset: 3, epoch: first?.epoch ?? "" })).toMatchObject({
      recovered: false,
      offset: 1,
      epoch: after.epoch,
    });
  });
});
