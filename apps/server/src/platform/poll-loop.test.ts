import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPollLoop } from "./poll-loop";

/** A batch handler that answers the queued counts in turn (0 once they run out) and counts its runs. */
function batches(...counts: number[]) {
  const handler = {
    runs: 0,
    runBatch: async () => {
      handler.runs++;
      return counts.shift() ?? 0;
    },
  };
  return handler;
}

describe("the relays' poll loop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("drains full batches at once, then waits a poll interval", async () => {
    const work = batches(10, 10, 3);
    const loop = createPollLoop({ ...work, batchSize: 10, pollIntervalMs: 1_000, onError: () => {} });
    loop.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(work.runs).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work.runs).toBe(4);
    await loop.stop();
  });

  it("a wake during a run runs again as soon as the run ends, not after the pause", async () => {
    let finish: (count: number) => void = () => {};
    let runs = 0;
    const runBatch = () => {
      runs++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const loop = createPollLoop({ runBatch, batchSize: 10, pollIntervalMs: 60_000, onError: () => {} });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.wake();
    finish(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
    finish(0);
    await loop.stop();
  });

  it("a failed batch is reported and polled again later", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const runBatch = async () => {
      runs++;
      if (runs === 1) throw new Error("database away");
      return 0;
    };
    const loop = createPollLoop({
      runBatch,
      batchSize: 10,
      pollIntervalMs: 500,
      onError: (e) => errors.push(e),
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(600);
    expect(errors).toHaveLength(1);
    expect(runs).toBe(2);
    await loop.stop();
  });

  it("stops polling once stopped, and a wake before start does nothing", async () => {
    const work = batches();
    const loop = createPollLoop({ ...work, batchSize: 10, pollIntervalMs: 100, onError: () => {} });
    loop.wake();
    await vi.advanceTimersByTimeAsync(500);
    expect(work.runs).toBe(0);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work.runs).toBe(1);
  });
});
