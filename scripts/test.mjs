#!/usr/bin/env node
// The whole test suite, from a fresh clone: installs what the tests need, checks the services they use,
// then runs lint, types, unit and server tests (PGlite and PostgreSQL), the web build and the browser tests.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROMIUM = "/usr/bin/chromium";

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000);
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
    socket.connect(port, host);
  });
}

function ensureDependencies() {
  const lock = "package-lock.json";
  const marker = "node_modules/.package-lock.json";
  if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
    run("install npm packages (npm ci)", "npm", ["ci"]);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("\n▶ install Debian's chromium for the browser tests");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}

async function ensureServices() {
  const missing = [];
  if (!(await reachable("127.0.0.1", 5432))) {
    missing.push(
      "PostgreSQL on 127.0.0.1:5432 (start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)",
    );
  }
  if (!(await reachable("127.0.0.1", 6379))) {
    missing.push(
      "Redis on 127.0.0.1:6379 (start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no)",
    );
  }
  if (missing.length) {
    console.error(`The tests need these services, which are not reachable:\n  - ${missing.join("\n  - ")}`);
    process.exit(1);
  }
}

ensureDependencies();
ensureChromium();
await ensureServices();
run("lint and format (biome)", "npx", ["biome", "check", "--error-on-warnings", "."]);
run("type check (tsc)", "npx", ["tsc", "-p", "tsconfig.json"]);
run("unit and server tests (vitest: PGlite and PostgreSQL)", "npx", ["vitest", "run"]);
run("build the web app, the back office and the server", "npm", ["run", "build"]);
// The browser tests move real money through one server's database; prove its ledger afterwards.
const e2eDataDir = mkdtempSync(join(tmpdir(), "casino-e2e-"));
run("end-to-end tests (Playwright in Chromium)", "npx", ["playwright", "test"], {
  E2E_DATA_DIR: e2eDataDir,
  E2E_KEEP_DATA: "1",
});
run("ledger reconciliation of the end-to-end database", "npm", ["run", "ledger:check"], {
  DATA_DIR: e2eDataDir,
});
rmSync(e2eDataDir, { recursive: true, force: true });
console.log("\n✔ all test stages passed");
