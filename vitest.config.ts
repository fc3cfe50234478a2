import { defineConfig } from "vitest/config";

const serverTests = ["apps/server/src/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/backoffice/src/**/*.test.{ts,tsx}",
            "tools/**/*.test.ts",
            "bench/support/*.test.ts",
          ],
          environment: "node",
        },
        define: { __BUILD_ID__: JSON.stringify("test-build") },
      },
      {
        test: {
          name: "server-pglite",
          include: serverTests,
          env: { TEST_DB: "pglite" },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server-postgres",
          include: serverTests,
          env: { TEST_DB: "pg" },
          globalSetup: ["apps/server/src/test-support/postgres-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
