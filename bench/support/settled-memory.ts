import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// `npm run bench` runs without --expose-gc; the flag can still be set at run time, and a fresh context
// then sees `gc`.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

export interface MemorySnapshot {
  /** Resident set: what the process holds of the machine's memory. */
  rssBytes: number;
  /** Live objects on V8's heap. */
  heapBytes: number;
  /** Memory outside the heap that V8 objects hold (Buffers, ArrayBuffers). */
  externalBytes: number;
}

/** This process's memory after full collections, once what was freed had a moment to be given back. */
export async function settledMemory(): Promise<MemorySnapshot> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const usage = process.memoryUsage();
  return { rssBytes: usage.rss, heapBytes: usage.heapUsed, externalBytes: usage.external };
}

/** KiB per item between two snapshots. */
export function perItemKib(before: MemorySnapshot, after: MemorySnapshot, items: number) {
  const kib = (bytes: number) => bytes / 1024 / items;
  return {
    rss: kib(after.rssBytes - before.rssBytes),
    heap: kib(after.heapBytes - before.heapBytes),
    external: kib(after.externalBytes - before.externalBytes),
  };
}
