import { CALL_TIMEOUT_MS } from "@casino/contracts";

export type TimerHandle = ReturnType<typeof setTimeout>;

/** The timer functions the client uses, injectable so tests and other hosts control time. */
export interface PushTimers {
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Resolved at each call, not at import, so timers faked after the module loaded are still the ones used. */
export const globalTimers: PushTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/**
 * Why a call over the channel failed: `timeout` (no answer in CALL_TIMEOUT_MS), `disconnected` or `closed`
 * (the link went away first), or the server's own error with its code (PUSH_ERROR).
 */
export class PushCallError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = "PushCallError";
  }
}

type Reply = { id: number; error: { code: number; message: string } } | { id: number; result?: unknown };

interface Waiting {
  resolve(result: unknown): void;
  reject(error: PushCallError): void;
  timer: TimerHandle;
}

/** Calls sent and not yet answered, by id; each fails on its own after CALL_TIMEOUT_MS (D11). */
export class PendingCalls {
  // Ids keep growing across reconnects, so a late answer to a call of an old link can never settle a new one.
  #nextId = 1;
  readonly #waiting = new Map<number, Waiting>();

  constructor(private readonly timers: PushTimers) {}

  start(): { id: number; answer: Promise<unknown> } {
    const id = this.#nextId++;
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.#waiting.delete(id);
        reject(new PushCallError("timeout"));
      }, CALL_TIMEOUT_MS);
      this.#waiting.set(id, { resolve, reject, timer });
    });
    return { id, answer };
  }

  /** Settles the call the reply answers; a reply to a call that already timed out is ignored. */
  settle(reply: Reply): void {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.timers.clearTimeout(waiting.timer);
    this.#waiting.delete(reply.id);
    if ("error" in reply) waiting.reject(new PushCallError(reply.error.message, reply.error.code));
    else waiting.resolve(reply.result);
  }

  failAll(message: "disconnected" | "closed"): void {
    for (const waiting of this.#waiting.values()) {
      this.timers.clearTimeout(waiting.timer);
      waiting.reject(new PushCallError(message));
    }
    this.#waiting.clear();
  }
}
