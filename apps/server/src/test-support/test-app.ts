import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../app";
import { reconcileLedger } from "../features/ledger";
import type { Bus } from "../platform/bus";
import { parseEnv } from "../platform/env";
import { createOutboxRelay } from "../platform/outbox";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /**
   * Edits read-mostly data the way an operator's edit will: the SQL, then the announcement that makes
   * every node forget its copy of that topic (the feature's `…_TOPIC`).
   */
  editContent(topic: string, sql: string, params?: unknown[]): Promise<void>;
  /** Delivers every committed outbox event to its consumers, as the running relay would, and their bus messages. */
  relayOutbox(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  withWebApp?: boolean;
  /** What the server reports while draining; main.ts flips it on SIGTERM. */
  isShuttingDown?: () => boolean;
  /** Stands between the app and its database, e.g. to count the queries a request makes. */
  wrapDatabase?: (db: Database) => Database;
  /** Receives the server's log lines (set LOG_LEVEL in `env` too: tests log nothing by default). */
  logStream?: { write(line: string): void };
  /** Adds routes or hooks before the app is sealed, e.g. a throwaway POST route for platform tests. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * A second node of a cluster: this app runs on the first one's database (which stays the first one's
   * to check and close) and, with `bus`, hears what the first one publishes.
   */
  nodeBeside?: TestApp;
  bus?: Bus;
  /** Push channel timings, e.g. a ping interval of a few milliseconds. */
  push?: AppOptions["push"];
}

export const fixedClock = (iso = "2026-11-22T12:00:00.000Z"): Clock => ({ now: () => new Date(iso) });

/** The whole server on a fresh database, driven through `app.inject` (no port is opened). */
export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const isOwnDatabase = !overrides.nodeBeside;
  const db = overrides.nodeBeside?.db ?? (await createTestDatabase());
  try {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides.env });
    const clock = overrides.clock ?? fixedClock();
    // Not started: tests that need delivery call `relayOutbox()`.
    const outbox = createOutboxRelay({ db, clock });
    const app = await buildApp({
      env,
      db: overrides.wrapDatabase ? overrides.wrapDatabase(db) : db,
      clock,
      outbox,
      build: { id: "test-build", timestamp: 1_790_000_000_000 },
      withWebApp: overrides.withWebApp ?? false,
      ...(overrides.bus ? { bus: overrides.bus } : {}),
      ...(overrides.isShuttingDown ? { isShuttingDown: overrides.isShuttingDown } : {}),
      ...(overrides.logStream ? { logStream: overrides.logStream } : {}),
      ...(overrides.push ? { push: overrides.push } : {}),
    });
    await overrides.extend?.(app);
    await app.ready();
    return {
      app,
      db,
      async editContent(topic, sql, params) {
        await db.query(sql, params);
        await app.readCache.announceChange(topic);
      },
      async relayOutbox() {
        while ((await outbox.runOnce()) > 0) {}
        // The in-process bus delivers on a later tick.
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
      /** Also proves the ledger, so every server test file ends by checking no money was made or lost. */
      async close() {
        await app.close();
        if (!isOwnDatabase) return;
        // A test that closed the database on purpose (e.g. to see /readyz fail) has nothing to check.
        const isOpen = await db.ping().then(
          () => true,
          () => false,
        );
        if (!isOpen) return;
        try {
          const report = await reconcileLedger(db);
          if (!report.isSound) throw new Error(`ledger is unsound:\n${report.problems.join("\n")}`);
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    if (isOwnDatabase) await db.close();
    throw error;
  }
}
