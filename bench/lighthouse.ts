import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { seedDemoPlayers } from "../apps/server/src/seed/demo-players";
import { closing, startCasinoServer } from "./support/casino-server";
import type { BenchResult } from "./support/result";

/**
 * Lighthouse 12 is not in the lockfile: its tree (puppeteer-core, Sentry, third-party-web …) would be a
 * large, platform-heavy install for every `npm ci`. It is installed once into a cache folder outside
 * the project instead (its engines ask for Node ≥ 18.16, so Node 20 runs it).
 */
const LIGHTHOUSE_VERSION = "12.8.2";
const LIGHTHOUSE_DIR =
  process.env.LIGHTHOUSE_DIR ?? join(homedir(), ".cache", "casino-bench", `lighthouse-${LIGHTHOUSE_VERSION}`);
/** Debian's Chromium (`apt-get install chromium`); CHROME_PATH points elsewhere. */
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = 3;
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const RUN_TIMEOUT_MS = 180_000;
/** Tries of one run when its trace comes back without a navigation start. */
const ATTEMPTS = 4;
const execFileAsync = promisify(execFile);
/** The demo player of the default brand (seeded here as `DEMO=true` boot would). */
const DEMO = { email: "demo@casino.test", password: "DemoPlayer1" };
/** Ember Sevens, a game of the built-in provider (the e2e game tests play it too). */
const GAME_ID = 101;
const SOURCE = "issue #10";

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

interface PageRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/**
 * Lighthouse 12 with its default mobile emulation and simulated throttling on the guest home, the lobby
 * of a signed-in player and a game page, each the median of three runs, against the budgets.
 * Each run's report also gives Lighthouse's measure of the host's CPU (its benchmark index), printed beside
 * the results: Lighthouse multiplies the host's own task times by 4, so the host shapes every time it gives.
 */
export async function lighthouse(): Promise<BenchResult[]> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `lighthouse: no Chromium at ${CHROME_PATH}; run 'apt-get install chromium' or set CHROME_PATH`,
    );
  }
  const cli = await lighthouseCli();
  const server = await startCasinoServer({ withWebApp: true });
  return closing(server, async () => {
    await seedDemoPlayers(server.db);
    const cookie = await signIn(server.origin);
    // The Lighthouse CLI in a child process, a fresh Chromium per run: run inside this process (beside
    // the server it measures) its traces came back without a navigation start (NO_NAVSTART) at times.
    const audit = async (url: string, headers: Record<string, string>): Promise<PageRun> => {
      const lhr = await runCli(cli, url, headers);
      if (lhr.runtimeError) throw new Error(`lighthouse: ${url} failed: ${lhr.runtimeError.message}`);
      return {
        score: (lhr.categories.performance.score ?? 0) * 100,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      };
    };
    const pages: { name: string; url: () => Promise<string>; headers: Record<string, string> }[] = [
      { name: "guest-home", url: async () => `${server.origin}/`, headers: {} },
      { name: "lobby", url: async () => `${server.origin}/lobby/`, headers: { cookie } },
      // A launch URL carries a fresh game token: one per run.
      { name: "game", url: () => launchGame(server.origin, cookie), headers: { cookie } },
    ];
    const results: BenchResult[] = [];
    const benchmarkIndexes: number[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(await page.url(), page.headers));
      results.push(...pageResults(page.name, runs));
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
    }
    results.push({
      name: "lighthouse.host-benchmark-index",
      value: median(benchmarkIndexes),
      detail: `median of the ${benchmarkIndexes.length} runs above, range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}; Lighthouse calls a host below 1000 slow`,
    });
    return results;
  });
}

function pageResults(page: string, runs: PageRun[]): BenchResult[] {
  const of = (key: keyof PageRun) => runs.map((run) => run[key]);
  const detail = (key: keyof PageRun, digits: number) =>
    `median of ${runs.length}: ${of(key)
      .map((value) => value.toFixed(digits))
      .join(", ")}`;
  return [
    {
      name: `lighthouse.${page}.score`,
      value: median(of("score")),
      detail: detail("score", 0),
      budget: { atLeast: 90, source: SOURCE },
    },
    {
      name: `lighthouse.${page}.lcp-ms`,
      value: median(of("lcpMs")),
      detail: detail("lcpMs", 0),
      budget: { atMost: 2000, source: SOURCE },
    },
    {
      name: `lighthouse.${page}.tbt-ms`,
      value: median(of("tbtMs")),
      detail: detail("tbtMs", 0),
      budget: { atMost: 150, source: SOURCE },
    },
    {
      name: `lighthouse.${page}.cls`,
      value: median(of("cls")),
      detail: detail("cls", 3),
      budget: { atMost: 0.05, source: SOURCE },
    },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Signs the demo player in through the API as the browser does; the session cookie as a header value. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/rest/auth/signin/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-casino-client": "web" },
    body: JSON.stringify(DEMO),
  });
  if (response.status !== 200) throw new Error(`lighthouse: sign-in gave ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  if (cookies.length === 0) throw new Error("lighthouse: sign-in set no cookie");
  return cookies.join("; ");
}

async function launchGame(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/rest/game/${GAME_ID}/play/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-casino-client": "web", cookie },
    body: "{}",
  });
  if (response.status !== 200) throw new Error(`lighthouse: game launch gave ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  return new URL(url, origin).href;
}

/**
 * Runs the Lighthouse CLI on `url` with its mobile defaults and answers its report. A trace without a
 * navigation start (NO_NAVSTART, "please run Lighthouse again") is retried: with this Chromium it comes
 * now and then, more often on a busy machine.
 */
async function runCli(cli: string, url: string, headers: Record<string, string>): Promise<Lhr> {
  const folder = mkdtempSync(join(tmpdir(), "casino-lighthouse-"));
  const reportPath = join(folder, "report.json");
  try {
    return await runCliInto(cli, url, headers, reportPath);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function runCliInto(
  cli: string,
  url: string,
  headers: Record<string, string>,
  reportPath: string,
): Promise<Lhr> {
  const args = [
    cli,
    url,
    "--only-categories=performance",
    "--output=json",
    // A file, not stdout: the CLI exits on a runtime error before a large stdout is flushed.
    `--output-path=${reportPath}`,
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  let lhr: Lhr | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    rmSync(reportPath, { force: true });
    await execFileAsync(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 64 * 1024 * 1024,
      timeout: RUN_TIMEOUT_MS,
    }).catch((error: { message: string }) => {
      // The CLI exits 1 on a runtime error but still writes its report, read below.
      if (!existsSync(reportPath)) throw new Error(`lighthouse: ${url}: ${error.message.split("\n")[0]}`);
    });
    lhr = JSON.parse(readFileSync(reportPath, "utf8")) as Lhr;
    if (lhr.runtimeError?.code !== "NO_NAVSTART") return lhr;
  }
  return lhr as Lhr;
}

/**
 * The Lighthouse CLI from the project's tree when it resolves there, else from the cache folder,
 * installed there with npm on first use. Fails with what to do when neither works (offline, no npm).
 */
async function lighthouseCli(): Promise<string> {
  try {
    return createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
  } catch {
    // Not in the project's tree: use the cache folder.
  }
  const cli = join(LIGHTHOUSE_DIR, "node_modules", "lighthouse", "cli", "index.js");
  if (existsSync(cli)) return cli;
  console.log(
    `bench: installing lighthouse@${LIGHTHOUSE_VERSION} into ${LIGHTHOUSE_DIR} (outside the lockfile)`,
  );
  try {
    mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        LIGHTHOUSE_DIR,
        "--no-save",
        "--no-audit",
        "--no-fund",
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: "inherit" },
    );
  } catch (error) {
    throw new Error(
      `lighthouse: could not install lighthouse@${LIGHTHOUSE_VERSION} into ${LIGHTHOUSE_DIR} ` +
        `(${(error as Error).message}); install it there by hand or set LIGHTHOUSE_DIR to a folder that has it`,
    );
  }
  if (!existsSync(cli)) throw new Error(`lighthouse: ${cli} is missing after the install`);
  return cli;
}
