import { describe, expect, it } from "vitest";
import { type Bus, createInProcessBus } from "../bus";
import { createLocalFanOut } from "../bus/bus";
import { createReadCache } from "./read-cache";

/** Lets the bus's queued deliveries run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A loader that counts its calls and answers the current version of some content. */
function counted() {
  const state = { calls: 0, version: 1 };
  const load = async () => {
    state.calls += 1;
    return { version: state.version };
  };
  return { state, load };
}

describe("read cache", () => {
  it("reads each entry once, however many ask at the same time", async () => {
    const cache = createReadCache(createInProcessBus());
    const { state, load } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read("home", "nlc", load)));
    expect(answers.map((answer) => answer.version)).toEqual([1, 1, 1]);
    await cache.read("home", "nlc", load);
    expect(state.calls).toBe(1);
  });

  it("keeps entries apart by topic and key", async () => {
    const cache = createReadCache(createInProcessBus());
    expect(await cache.read("home", "a", async () => "home a")).toBe("home a");
    expect(await cache.read("home", "b", async () => "home b")).toBe("home b");
    expect(await cache.read("legal-pages", "a", async () => "legal a")).toBe("legal a");
  });

  it("serves the new content right after a change is announced, and only for that topic", async () => {
    const cache = createReadCache(createInProcessBus());
    const home = counted();
    const legal = counted();
    await cache.read("home", "nlc", home.load);
    await cache.read("legal-pages", "nlc", legal.load);
    home.state.version = 2;
    await cache.announceChange("home");
    expect((await cache.read("home", "nlc", home.load)).version).toBe(2);
    await cache.read("legal-pages", "nlc", legal.load);
    expect(legal.state.calls).toBe(1);
  });

  it("a change announced by another node reaches this one through the bus", async () => {
    const bus = createInProcessBus();
    const here = createReadCache(bus);
    const there = createReadCache(bus);
    const { state, load } = counted();
    await here.read("games-catalogue", "rows", load);
    state.version = 2;
    await there.announceChange("games-catalogue");
    await settle();
    expect((await here.read("games-catalogue", "rows", load)).version).toBe(2);
  });

  it("a node that migrated and seeded makes every node drop all it holds", async () => {
    const bus = createInProcessBus();
    const running = createReadCache(bus);
    const booting = createReadCache(bus);
    const home = counted();
    const legal = counted();
    await running.read("home", "nlc", home.load);
    await running.read("legal-pages", "nlc", legal.load);
    await booting.announceEverythingChanged();
    await settle();
    await running.read("home", "nlc", home.load);
    await running.read("legal-pages", "nlc", legal.load);
    expect([home.state.calls, legal.state.calls]).toEqual([2, 2]);
  });

  it("never keeps what a load still running at the change would answer", async () => {
    const cache = createReadCache(createInProcessBus());
    let finishOld: (value: string) => void = () => {};
    const old = cache.read("home", "nlc", () => new Promise<string>((resolve) => (finishOld = resolve)));
    await cache.announceChange("home");
    finishOld("before the change");
    expect(await old).toBe("before the change");
    expect(await cache.read("home", "nlc", async () => "after the change")).toBe("after the change");
  });

  it("does not remember a failed load", async () => {
    const cache = createReadCache(createInProcessBus());
    await expect(
      cache.read("home", "nlc", () => Promise.reject(new Error("database down"))),
    ).rejects.toThrow();
    expect(await cache.read("home", "nlc", async () => "recovered")).toBe("recovered");
  });

  it("forgets everything when the bus link was broken, since changes may have been missed", async () => {
    const local = createLocalFanOut();
    const bus: Bus = {
      kind: "redis",
      publish: async () => {},
      subscribe: local.subscribe,
      onResync: local.onResync,
      close: async () => {},
    };
    const cache = createReadCache(bus);
    const { state, load } = counted();
    await cache.read("home", "nlc", load);
    state.version = 2;
    local.resync(() => {});
    expect((await cache.read("home", "nlc", load)).version).toBe(2);
  });
});
