import { defineConfig } from "vitest/config";

const serverTests = ["apps/server/src/**/*.test.ts"];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on CI's two cores that is a single worker, half the machine.
    maxWorkers: "100%",
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
          // Each file builds its own app and database, so the server's module graph (the slow part: a second
          // or more per file) is loaded once per worker rather than once per file.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server-postgres",
          include: serverTests,
          env: { TEST_DB: "pg" },
          isolate: false,
          globalSetup: ["apps/server/src/test-support/postgres-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
