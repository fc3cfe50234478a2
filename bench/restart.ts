import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  type BettingProvider,
  callWallet,
  newBettingProvider,
  prepareBettingDataDir,
  providerSecretsOf,
  startBetLoad,
  waitUntilHealthy,
} from "../apps/server/src/test-support/bets-over-http";
import { freePort } from "../apps/server/src/test-support/server-process";
import type { BenchResult } from "./support/result";
import { ensureWebBuild, WEB_BUILD_DIR } from "./support/web-build";

const REPO = resolve(import.meta.dirname, "..");
/** What `npm run serve` runs: the compiled server, no TypeScript loader. */
const SERVER_ARGS = ["--enable-source-maps", "apps/server/dist/main.js"];
/** Each figure is the median of this many starts (each printed in the detail). */
const RUNS = 3;
/** Bets acknowledged before each kill, on this many connections. */
const BETS_BEFORE_KILL = 200;
const CONNECTIONS = 8;
/** How long a start may take before the benchmark gives up on it (far beyond any budget). */
const DEADLINE_MS = 120_000;

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<void>;
  isRunning: () => boolean;
  /** Milliseconds from spawn to the first 200 of `/healthz`. */
  healthyMs: number;
}

/** Spawns the compiled server on DATA_DIR and a free port, and waits until `/healthz` answers 200. */
async function startCompiled(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: "https://casino.example",
      WEB_BUILD_DIR,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let isRunning = true;
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      isRunning = false;
      done();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = { child, baseUrl, output: () => output, exited, isRunning: () => isRunning };
  try {
    const healthyMs = await waitUntilHealthy(baseUrl, {
      startedAt,
      deadlineMs: DEADLINE_MS,
      isRunning: started.isRunning,
      describe: started.output,
    });
    return { ...started, healthyMs };
  } catch (error) {
    await stop(started, "SIGKILL");
    throw error;
  }
}

async function stop(server: Pick<Started, "child" | "exited" | "isRunning">, signal: NodeJS.Signals) {
  if (server.isRunning()) server.child.kill(signal);
  await server.exited;
}

function inScratchDir<T>(use: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "casino-bench-restart-"));
  return use(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => ms / 1000;
const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

/**
 * One kill -9 under bet load: bets on CONNECTIONS connections until BETS_BEFORE_KILL are acknowledged,
 * SIGKILL, start again at once on the same DATA_DIR. Answers the seconds to healthy, after checking every
 * acknowledged bet survived (its replay answers the same ledger transaction): a fast restart that lost bets
 * would be no result.
 */
async function killUnderLoad(dataDir: string, provider: BettingProvider, tokens: string[]) {
  const env = { PROVIDER_SECRETS: providerSecretsOf(provider) };
  const victim = await startCompiled(dataDir, env);
  const load = startBetLoad(victim.baseUrl, provider, tokens, { connections: CONNECTIONS, amount: 10 });
  while (load.acknowledged.length < BETS_BEFORE_KILL) {
    if (!victim.isRunning()) throw new Error(`the server died before the kill:\n${victim.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop(victim, "SIGKILL");
  load.stop();
  await load.done;
  const restarted = await startCompiled(dataDir, env);
  try {
    for (const { ledgerTransactionId, ...bet } of load.acknowledged) {
      const replay = await callWallet(restarted.baseUrl, provider, "bet", bet);
      const answer = (await replay.json()) as { transactionId?: string };
      if (!replay.ok || answer.transactionId !== ledgerTransactionId) {
        throw new Error(`bet ${bet.transactionId} acknowledged before the kill is lost after the restart`);
      }
    }
  } finally {
    await stop(restarted, "SIGTERM");
  }
  return { healthyMs: restarted.healthyMs, bets: load.acknowledged.length, inFlight: load.unanswered() };
}

/**
 * Restart figures of issue #10 item 6 and 7, on the compiled server (`npm run serve`) as a child process
 * on a temporary DATA_DIR (embedded PGlite): the seconds from spawn to a 200 from `/healthz` after kill -9
 * under seamless-wallet bet load, and from spawn on an empty and on a seeded DATA_DIR.
 */
export async function restart(): Promise<BenchResult[]> {
  ensureWebBuild();
  // Compile the current code: a stale dist would time yesterday's server.
  execFileSync(process.execPath, ["apps/server/build.mjs"], { cwd: REPO, stdio: "ignore" });

  const empty: number[] = [];
  const seeded: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await inScratchDir(async (dataDir) => {
      const first = await startCompiled(dataDir);
      await stop(first, "SIGTERM");
      empty.push(seconds(first.healthyMs));
      const second = await startCompiled(dataDir);
      await stop(second, "SIGTERM");
      seeded.push(seconds(second.healthyMs));
    });
  }

  const kills = await inScratchDir(async (dataDir) => {
    const provider = newBettingProvider();
    const tokens = await prepareBettingDataDir(dataDir, provider, 16);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await killUnderLoad(dataDir, provider, tokens));
    return runs;
  });
  const afterKill = kills.map((kill) => seconds(kill.healthyMs));

  return [
    {
      name: "restart.after-kill-seconds",
      value: median(afterKill),
      detail:
        `median of ${RUNS} kill -9 under ${CONNECTIONS} connections of bets (${kills.map((k) => `${k.bets} acknowledged, ${k.inFlight} in flight`).join("; ")}), ` +
        `spawn to /healthz 200: ${list(afterKill)} s; every acknowledged bet replayed to the same ledger transaction`,
      budget: { atMost: 5, source: "issue #10" },
    },
    {
      name: "restart.start-to-healthy-empty-seconds",
      value: median(empty),
      detail: `compiled server, empty DATA_DIR (creates the database, migrates, seeds), spawn to /healthz 200: ${list(empty)} s`,
    },
    {
      name: "restart.start-to-healthy-seeded-seconds",
      value: median(seeded),
      detail: `compiled server, DATA_DIR already migrated and seeded, spawn to /healthz 200: ${list(seeded)} s`,
    },
  ];
}
