import { migrateDatabase, seedDatabase } from "@casino/db";
import { buildApp } from "./app";
import { readBuildInfo } from "./platform/build-info";
import { systemClock } from "./platform/clock";
import type { Env } from "./platform/env";
import { createOutboxRelay } from "./platform/outbox";
import { openStorage } from "./platform/storage";
import { seedDemoPlayers, warnDemoMode } from "./seed/demo-players";
import { seedFirstAdmin } from "./seed/first-admin";

/** Opens the database, migrates, seeds and serves until SIGTERM or SIGINT. */
export async function boot(env: Env) {
  // How long each step of a start took, logged once listening: a slow restart says where its time went.
  const startup = stopwatch();
  const { db, releaseLock } = await openStorage(env);
  startup.lap("database");
  await migrateDatabase(db);
  startup.lap("migrate");
  await seedDatabase(db);
  // Demo players have published passwords: only demo mode creates them (and env.ts keeps demo mode on loopback).
  if (env.DEMO) await seedDemoPlayers(db);
  await seedFirstAdmin(db, systemClock, env);
  startup.lap("seed");

  let shuttingDown = false;
  const outbox = createOutboxRelay({ db, clock: systemClock });
  const app = await buildApp({
    env,
    db,
    clock: systemClock,
    outbox,
    build: readBuildInfo(env.WEB_BUILD_DIR),
    withWebApp: true,
    isShuttingDown: () => shuttingDown,
  });
  // This node just migrated and seeded: other nodes (an older version still running) drop their copies.
  await app.readCache.announceEverythingChanged();
  startup.lap("app");

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown grace period over; exiting");
      process.exit(1);
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    timer.unref();
    await app.close();
    await outbox.stop();
    await db.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.HOST, port: env.PORT });
  startup.lap("listen");
  app.log.info({ startupMs: startup.laps }, "server started");
  outbox.start();
  // Sends stored e-mails (with EMAIL_PROVIDER=smtp); `app.close()` stops it before the database closes.
  app.mailer.relay.start();
  // Sends queued web push messages; `app.close()` stops it before the database closes.
  app.webPush.relay.start();
  // The sandbox payment provider's webhooks (decision 045); `app.close()` stops it before the database closes.
  app.payments.webhooks.start();
  if (env.DEMO) warnDemoMode(app.log, env);
}

/** Milliseconds per step; the first step also counts the process's own start (loading the code). */
function stopwatch() {
  const laps: Record<string, number> = { process: Math.round(process.uptime() * 1000) };
  let last = performance.now();
  return {
    laps,
    lap(step: string) {
      const now = performance.now();
      laps[step] = Math.round(now - last);
      last = now;
    },
  };
}
