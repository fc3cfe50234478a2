import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { signWalletCall } from "../../apps/server/src/features/provider-wallet";
import { latencySummary } from "./latencies";
import type { Throughput } from "./load";
import type { PacedResult, PacedRun } from "./paced-bets-worker";

/** Who bets: the provider's secret and the game sessions the bets go round. */
export interface BetPlan {
  origin: string;
  provider: string;
  secret: string;
  /** Session tokens, used in turn: request n bets in `tokens[n % tokens.length]`. */
  tokens: readonly string[];
  /** Minor units per bet. */
  amount: number;
}

export interface BetLoad extends Throughput {
  p99LatencyMs: number;
  total: number;
  seconds: number;
}

const SETUP_REQUEST = new URL("./wallet-bet-request.cjs", import.meta.url).pathname;

const betUrl = (plan: BetPlan) => `${plan.origin}/api/provider/${plan.provider}/bet/`;

/**
 * Seamless-wallet bets back to back over HTTP with autocannon in a worker thread, every request a new
 * signed bet (see wallet-bet-request.cjs). Any answer but 2xx, an error or a timeout throws: a fast
 * refusal would otherwise look like a fast bet.
 */
export async function loadBets(
  plan: BetPlan,
  options: { connections: number; seconds: number },
): Promise<BetLoad> {
  const previous = process.env.WALLET_BENCH_REQUEST;
  // The worker copies this process's environment when autocannon starts it.
  process.env.WALLET_BENCH_REQUEST = JSON.stringify({
    secret: plan.secret,
    tokens: plan.tokens,
    amount: plan.amount,
  });
  try {
    const result = await autocannon({
      url: betUrl(plan),
      method: "POST",
      requests: [{ setupRequest: SETUP_REQUEST }],
      connections: options.connections,
      workers: 1,
      duration: options.seconds,
    });
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures > 0 || result.requests.total === 0) {
      throw new Error(`wallet bets: ${failures} failed of ${result.requests.total} requests`);
    }
    return {
      requestsPerSecond: result.requests.total / result.duration,
      meanLatencyMs: result.latency.average,
      p99LatencyMs: result.latency.p99,
      total: result.requests.total,
      seconds: result.duration,
    };
  } finally {
    if (previous === undefined) delete process.env.WALLET_BENCH_REQUEST;
    else process.env.WALLET_BENCH_REQUEST = previous;
  }
}

export interface PacedBets {
  /** The rate asked for and the rate the bets were answered at. */
  askedPerSecond: number;
  answeredPerSecond: number;
  meanLatencyMs: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
}

/**
 * Bets at a fixed `rate` for `seconds` over at most `connections` connections, timed from when each was
 * due (support/paced-bets-worker.ts, in a worker thread so the client does not share the server's event
 * loop). Any answer but 2xx or an error throws.
 */
export async function paceBets(
  plan: BetPlan,
  options: { rate: number; seconds: number; connections: number },
): Promise<PacedBets> {
  // On Node 20 a worker does not inherit tsx's loader: a small bootstrap registers it first.
  const script = new URL("./paced-bets-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`;
  const worker = new Worker(bootstrap, { eval: true });
  try {
    const result = await new Promise<PacedResult>((resolve, reject) => {
      worker.on("error", reject);
      worker.on("exit", (code) => reject(new Error(`paced bets worker exited with ${code}`)));
      worker.on("message", (message: "ready" | PacedResult | { error: string }) => {
        if (message === "ready") {
          const run: PacedRun = {
            url: betUrl(plan),
            secret: plan.secret,
            tokens: plan.tokens,
            amount: plan.amount,
            ...options,
          };
          worker.postMessage(run);
        } else if ("error" in message) reject(new Error(message.error));
        else resolve(message);
      });
    });
    if (result.failure !== null) {
      throw new Error(`wallet bets: a bet failed after ${result.answered} answered: ${result.failure}`);
    }
    return {
      askedPerSecond: options.rate,
      answeredPerSecond: result.answered / result.seconds,
      ...latencySummary(result.latenciesMs),
    };
  } finally {
    await worker.terminate();
  }
}

/** One bet through fetch, so a plan that cannot work fails with the server's own answer, not a count. */
export async function probeBet(plan: BetPlan): Promise<void> {
  const body = JSON.stringify({
    sessionToken: plan.tokens[0],
    transactionId: `probe-${randomUUID()}`,
    roundId: `probe-${randomUUID()}`,
    amount: plan.amount,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(betUrl(plan), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-timestamp": String(timestamp),
      "x-signature": signWalletCall(plan.secret, { timestamp, operation: "bet", body }),
    },
    body,
  });
  if (!response.ok) throw new Error(`wallet bet probe: ${response.status} ${await response.text()}`);
}
