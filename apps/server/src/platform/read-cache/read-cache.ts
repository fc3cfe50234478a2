import type { Bus } from "../bus";
import { notePageDependsOn } from "../http/page-render";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's read-mostly data; an edit outside a service (a seed, a test) announces through it. */
    readCache: ReadCache;
  }
}

/** The bus channel on which every node hears which topic of read-mostly data changed. */
export const READ_CACHE_CHANNEL = "read-cache.changed";

/**
 * Read-mostly data kept in memory per process (ARCHITECTURE D25): catalogue, home content, legal pages…
 * Entries live under a topic (the owning feature's name) and stay until that topic changes; a change is
 * announced on the bus so every node forgets it at once. No entry expires by age: stale data is never
 * served for a while, and unchanged data is never read twice.
 */
export interface ReadCache {
  /** The value under (topic, key), loaded once; concurrent readers of a missing entry share one load. */
  read<T>(topic: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Tells every node (this one included) that the topic's data changed. Call it after the commit. */
  announceChange(topic: string): Promise<void>;
  /**
   * Tells every node that any topic may have changed: after migrations and seeds at boot, so nodes still
   * running an older version drop content a new one has just seeded.
   */
  announceEverythingChanged(): Promise<void>;
  /** Forgets a topic on this node only: what a change message does. */
  forget(topic: string): void;
  /** Forgets everything on this node (after the bus link broke and messages may be lost). */
  forgetAll(): void;
  /**
   * Notes that the page being rendered shows data of this topic that is kept in memory elsewhere (e.g.
   * the home's winners feed); `read` notes its topic by itself. A kept copy of the page is dropped when
   * the topic changes.
   */
  dependOn(topic: string): void;
  /** Calls `listener` whenever a topic (or, with null, everything) is forgotten on this node. */
  onChange(listener: (topic: string | null) => void): void;
}

export function createReadCache(bus: Bus): ReadCache {
  // A load still running when its topic changes is dropped from the map with the rest, so readers
  // after the change start a fresh one and its (possibly stale) answer is never kept.
  const topics = new Map<string, Map<string, Promise<unknown>>>();
  const entriesOf = (name: string) => {
    let entries = topics.get(name);
    if (!entries) {
      entries = new Map();
      topics.set(name, entries);
    }
    return entries;
  };

  const listeners: Array<(topic: string | null) => void> = [];
  const forget = (name: string) => {
    topics.get(name)?.clear();
    for (const listener of listeners) listener(name);
  };
  const forgetAll = () => {
    for (const entries of topics.values()) entries.clear();
    for (const listener of listeners) listener(null);
  };

  bus.subscribe(READ_CACHE_CHANNEL, (message) => {
    if (message.everything === true) forgetAll();
    else if (typeof message.topic === "string") forget(message.topic);
  });
  bus.onResync(forgetAll);

  return {
    read<T>(name: string, key: string, load: () => Promise<T>): Promise<T> {
      notePageDependsOn(name);
      const entries = entriesOf(name);
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      const loading = load();
      entries.set(key, loading);
      // A failed load is not remembered: the next reader tries again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    async announceChange(name) {
      // Forget here at once too: the writer's next read must see its own change, bus or no bus.
      forget(name);
      await bus.publish(READ_CACHE_CHANNEL, { topic: name });
    },
    async announceEverythingChanged() {
      forgetAll();
      await bus.publish(READ_CACHE_CHANNEL, { everything: true });
    },
    forget,
    forgetAll,
    dependOn: notePageDependsOn,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
