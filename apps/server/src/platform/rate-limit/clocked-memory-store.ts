import type { Clock } from "@casino/domain";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys one process remembers at most; beyond it expired windows go first, then the oldest. */
const MAX_KEYS = 50_000;

/**
 * In-memory fixed-window counters for @fastify/rate-limit on the platform clock (ARCHITECTURE D18), so
 * tests move time instead of waiting. Used when REDIS_URL is not set, i.e. on a single node.
 */
export class ClockedMemoryStore {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(private readonly clock: Clock) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, resetsAt: now + timeWindow };
      this.windows.set(key, window);
      if (this.windows.size > MAX_KEYS) this.evict(now);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.resetsAt - now });
  }

  /** One map for every limiter: keys carry the rule name, and rules that share a name share a budget. */
  child(): ClockedMemoryStore {
    return this;
  }

  private evict(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
