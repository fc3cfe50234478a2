import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "@casino/db";
import { latencySummary } from "./latencies";

const run = promisify(execFile);

/**
 * The machine's real PostgreSQL (trust auth). Benchmarks never touch its existing databases: each one works
 * in databases of its own with random names, dropped when it ends. `BENCH_POSTGRES_URL` points elsewhere.
 */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The URL of another database on the same server. */
export function databaseUrl(name: string, serverUrl = POSTGRES_URL): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Creates an empty database with a random name (`<prefix>_<hex>`), runs `use` with its URL and drops it
 * afterwards, whether `use` succeeded or not (`WITH (FORCE)` ends a connection somebody forgot).
 */
export async function withThrowawayDatabase<T>(
  prefix: string,
  use: (url: string, name: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ kind: "pg", url: POSTGRES_URL, poolSize: 1 });
  try {
    await admin.query(`create database ${name}`);
    try {
      return await use(databaseUrl(name), name);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.close();
  }
}

/** Host, port and user of a URL as libpq command-line options, for pgbench. */
function connectionArgs(url: string): string[] {
  const { hostname, port, username } = new URL(url);
  return ["-h", hostname, "-p", port || "5432", "-U", decodeURIComponent(username || "postgres")];
}

function pgbenchEnv(url: string): NodeJS.ProcessEnv {
  const password = decodeURIComponent(new URL(url).password);
  return password ? { ...process.env, PGPASSWORD: password } : process.env;
}

/** `pgbench -i -s <scale>`: the standard TPC-B-like tables, quietly. */
export async function initPgbench(url: string, database: string, scale: number): Promise<void> {
  await run("pgbench", ["-i", "-q", "-s", `${scale}`, ...connectionArgs(url), database], {
    env: pgbenchEnv(url),
  });
}

interface PgbenchLoad {
  script: string;
  clients: number;
  threads: number;
  seconds: number;
}

/** The built-in script, clients, threads and duration (whole seconds: pgbench's -T). */
const loadArgs = (load: PgbenchLoad) => [
  "-b",
  load.script,
  "-c",
  `${load.clients}`,
  "-j",
  `${load.threads}`,
  "-T",
  `${Math.max(1, Math.round(load.seconds))}`,
];

/** Runs a built-in pgbench script for `seconds` (whole seconds: pgbench's -T) and answers its tps. */
export async function runPgbench(
  url: string,
  database: string,
  options: PgbenchLoad,
): Promise<{ tps: number; meanLatencyMs: number }> {
  const { stdout } = await run("pgbench", [...loadArgs(options), ...connectionArgs(url), database], {
    env: pgbenchEnv(url),
  });
  const tps = /^tps = ([\d.]+)/m.exec(stdout)?.[1];
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout)?.[1];
  const failed = /^number of failed transactions: (\d+)/m.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  if (failed && Number(failed) > 0) throw new Error(`pgbench: ${failed} failed transactions`);
  return { tps: Number(tps), meanLatencyMs: Number(latency ?? Number.NaN) };
}

export interface WaitSample {
  /** Samples taken. */
  samples: number;
  /** Mean number of the database's backends running a statement. */
  active: number;
  /** Mean number of those waiting for a heavyweight lock (a row or transaction another backend holds). */
  waitingForLock: number;
}

/**
 * Samples `pg_stat_activity` of one database every `everyMs` until stopped: how many backends are busy and
 * how many of them wait for a lock. Backends queueing for one hot row show up as lock waits; work that does
 * not serialise shows (almost) none, however busy the database is.
 */
export async function sampleLockWaits(database: string, everyMs = 20) {
  const monitor = await openDatabase({ kind: "pg", url: POSTGRES_URL, poolSize: 1 });
  let samples = 0;
  let active = 0;
  let waitingForLock = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row] = await monitor.query<{ active: number; waiting: number }>(
        `select count(*)::int as active, count(*) filter (where wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [database],
      );
      samples += 1;
      active += row?.active ?? 0;
      waitingForLock += row?.waiting ?? 0;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  loop.catch(() => {}); // reported by the stop function below, not as an unhandled rejection
  return async (): Promise<WaitSample> => {
    running = false;
    try {
      await loop;
    } finally {
      await monitor.close();
    }
    return { samples, active: active / samples, waitingForLock: waitingForLock / samples };
  };
}

/**
 * pgbench's own open-loop mode (`-R`): transactions scheduled at an even `rate`, each timed from when it was
 * scheduled (so waiting for a free client counts, as in paced-bets-worker.ts), answered as percentiles of
 * its per-transaction log. The machine's own tail for a small write transaction at that load.
 */
export async function pacePgbench(
  url: string,
  database: string,
  options: PgbenchLoad & { rate: number },
): Promise<{ answeredPerSecond: number; p50LatencyMs: number; p99LatencyMs: number; meanLatencyMs: number }> {
  const folder = await mkdtemp(join(tmpdir(), "casino-pgbench-"));
  try {
    await run(
      "pgbench",
      [
        ...loadArgs(options),
        "-R",
        `${options.rate}`,
        "-l",
        `--log-prefix=${join(folder, "tx")}`,
        ...connectionArgs(url),
        database,
      ],
      { env: pgbenchEnv(url) },
    );
    // Each line: client, transaction, latency in µs from the scheduled start (lag included), script, epoch s, µs, lag.
    const latenciesMs: number[] = [];
    for (const file of await readdir(folder)) {
      for (const line of (await readFile(join(folder, file), "utf8")).split("\n")) {
        const latency = line.split(" ")[2];
        if (latency) latenciesMs.push(Number(latency) / 1000);
      }
    }
    if (latenciesMs.length === 0) throw new Error("pgbench logged no transaction");
    latenciesMs.sort((a, b) => a - b);
    return {
      answeredPerSecond: latenciesMs.length / Math.max(1, Math.round(options.seconds)),
      ...latencySummary(latenciesMs),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
