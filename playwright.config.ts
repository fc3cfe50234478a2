import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_OPERATOR_TOKEN } from "./e2e/support/operator";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A throwaway data folder per run: the server migrates and seeds it at boot. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "casino-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const E2E_BRAND_HOSTS = "nlc.localhost=nlc,tao.localhost=tao,stormrush.localhost=stormrush";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // CI machines are small and busy: give assertions room before calling a page slow. A whole test gets a
  // minute: on a 2-core VM whose page faults are slow (Chromium's processes start slowly there) a sign-up
  // flow took 22-32 s, against Playwright's default of 30.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // The geo check asks a signed-in player's browser where it is (spec §4): every spec's browser shares a
    // position in Austin, Texas, where the site is open; e2e/geo-restriction sets its own.
    geolocation: { latitude: 30.27, longitude: -97.74 },
    permissions: ["geolocation"],
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: "**/*.mobile.spec.ts",
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: "**/*.mobile.spec.ts" },
  ],
  webServer: {
    command: "node --import tsx apps/server/src/main.ts",
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    // SIGTERM lets the server finish and release its DATA_DIR lock, so the ledger check can open it next.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    timeout: 60_000,
    env: {
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The README's demo: demo players and the development mailbox, which the tests read as an operator.
      DEMO: "true",
      OPERATOR_API_TOKEN: E2E_OPERATOR_TOKEN,
      BRAND_HOSTS: E2E_BRAND_HOSTS,
      // Tests send X-Forwarded-For (e2e/support/test.ts) through this one trusted hop, so per-IP limits
      // apply per test.
      TRUST_PROXY: "1",
    },
  },
});
