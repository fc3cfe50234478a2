import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntilHealthy } from "../test-support/bets-over-http";
import { freePort } from "../test-support/server-process";
import { ensureWebBuild, REPO_ROOT } from "../test-support/web-build";

const PROCESS_TIMEOUT = 120_000;

/** Runs a compiled file with plain node: no TypeScript loader, as `npm start` does. */
function runCompiled(outDir: string, file: string, env: Record<string, string>) {
  return execFileSync(process.execPath, [join(outDir, file)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
}

// One run is enough: the build and a real process on the embedded database, whatever TEST_DB says.
describe.runIf(process.env.TEST_DB !== "pg")("the compiled server", () => {
  // Built apart from apps/server/dist, which a running `npm start` may be serving from; inside the repo, so
  // the imports the build leaves to node_modules resolve as they do from dist.
  let outDir: string;
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    await ensureWebBuild();
    outDir = join(REPO_ROOT, "node_modules", ".cache", `casino-server-build-${process.pid}`);
    execFileSync(process.execPath, ["apps/server/build.mjs", "--outdir", outDir], { cwd: REPO_ROOT });
    dataDir = mkdtempSync(join(tmpdir(), "casino-compiled-test-"));
  }, PROCESS_TIMEOUT);

  afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is plain JavaScript with our TypeScript packages inside and node_modules left as imports", () => {
    const files = readdirSync(outDir).filter((file) => file.endsWith(".js"));
    expect(files).toEqual(
      expect.arrayContaining([
        "main.js",
        "migrate.js",
        "ledger-check.js",
        "audit-verify.js",
        "verify-spin.js",
      ]),
    );
    const code = files.map((file) => readFileSync(join(outDir, file), "utf8")).join("\n");
    expect(code).not.toMatch(/from "@casino\//);
    expect(code).toMatch(/from "fastify"/);
    expect(code).not.toMatch(/["']tsx(\/[^"']*)?["']/);
  });

  it(
    "migrates with the compiled CLI (it finds the SQL migrations of packages/db) and checks the ledger",
    () => {
      expect(runCompiled(outDir, "migrate.js", { DATA_DIR: dataDir })).toContain(
        "database migrated and seeded",
      );
      expect(runCompiled(outDir, "ledger-check.js", { DATA_DIR: dataDir })).toContain("ledger is sound");
      expect(runCompiled(outDir, "audit-verify.js", { DATA_DIR: dataDir })).toContain("chain is intact");
    },
    PROCESS_TIMEOUT,
  );

  it(
    "serves pages, translations and the API, then stops cleanly on SIGTERM",
    async () => {
      const port = await freePort();
      const startedAt = performance.now();
      const child = spawn(process.execPath, [join(outDir, "main.js")], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          PUBLIC_ORIGIN: "https://casino.example",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      server = child;
      let output = "";
      child.stdout?.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr?.on("data", (chunk) => {
        output += chunk;
      });
      let isRunning = true;
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => {
          isRunning = false;
          resolve(code);
        }),
      );
      const ms = await waitUntilHealthy(`http://127.0.0.1:${port}`, {
        startedAt,
        deadlineMs: 60_000,
        isRunning: () => isRunning,
        describe: () => output,
      });
      console.log(`compiled server on a seeded DATA_DIR: healthy in ${(ms / 1000).toFixed(2)} s`);

      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<!DOCTYPE html>");
      // The dictionaries are read next to their module's source, through the rewritten import.meta.url.
      const spanish = await fetch(`http://127.0.0.1:${port}/api/rest/translations/es`);
      expect(spanish.status).toBe(200);
      const info = await fetch(`http://127.0.0.1:${port}/api/rest/static-info/`);
      expect(info.status).toBe(200);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toBe("");
      expect(existsSync(join(outDir, "main.js.map"))).toBe(true);
    },
    PROCESS_TIMEOUT,
  );
});
