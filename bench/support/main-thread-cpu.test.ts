import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { mainThreadCpuMs } from "./main-thread-cpu";

const BUSY_MS = 300;

/** Spins the calling thread for `ms` of wall time. */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

describe.runIf(process.platform === "linux")("mainThreadCpuMs", () => {
  it("counts the main thread's own work", () => {
    const before = mainThreadCpuMs() ?? Number.NaN;
    spin(BUSY_MS);
    // Ticks of 10 ms, and a busy machine may take the thread off its core for part of the spin.
    expect((mainThreadCpuMs() ?? Number.NaN) - before).toBeGreaterThan(BUSY_MS / 3);
  });

  it("leaves out a worker thread's, where the load generator runs", async () => {
    const before = mainThreadCpuMs() ?? Number.NaN;
    const worker = new Worker(
      `const until = performance.now() + ${BUSY_MS}; while (performance.now() < until) {} process.exit(0);`,
      { eval: true },
    );
    await new Promise((resolve) => worker.once("exit", resolve));
    expect((mainThreadCpuMs() ?? Number.NaN) - before).toBeLessThan(BUSY_MS / 3);
  });
});
