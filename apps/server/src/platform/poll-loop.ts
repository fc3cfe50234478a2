/**
 * The polling both relays run (the outbox's and the e-mail's): one batch at a time, again at once while
 * batches come back full or a wake arrived during the run, otherwise after a pause. `wake()` lets a commit
 * on this node skip the pause; other nodes find the work on their next poll.
 */
export interface PollLoop {
  start(): void;
  /** Runs a batch now, or right after the one in flight (it may have missed the new work). */
  wake(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export interface PollLoopOptions {
  /** Handles one batch; answers how many items it claimed. */
  runBatch: () => Promise<number>;
  batchSize: number;
  pollIntervalMs: number;
  /** A failed batch is reported here and retried on the next poll. */
  onError: (error: unknown) => void;
}

export function createPollLoop(options: PollLoopOptions): PollLoop {
  let running = false;
  let isWakeRequested = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<unknown> | null = null;

  const schedule = (delayMs: number) => {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    // A relay waiting for its next poll must not keep the process alive.
    timer.unref();
  };

  async function tick() {
    timer = null;
    if (!running || inFlight) return;
    isWakeRequested = false;
    let claimed = 0;
    const run = options.runBatch().then(
      (count) => {
        claimed = count;
      },
      (error: unknown) => options.onError(error),
    );
    inFlight = run;
    await run;
    inFlight = null;
    schedule(claimed >= options.batchSize || isWakeRequested ? 0 : options.pollIntervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      if (inFlight) isWakeRequested = true;
      else schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
