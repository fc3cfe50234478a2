import type { Database } from "@casino/db";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";
import { probeLogLevel } from "./probe-log-level";

/**
 * `/healthz`: the process answers. `/readyz`: it can serve traffic, i.e. the database answers and the
 * server is not draining. While draining, every response also closes its connection: the HTTP server
 * only reaps connections that are idle when shutdown starts, so a keep-alive socket whose request
 * finishes afterwards would otherwise hold the process open until the grace period kills it.
 */
export function installHealthRoutes(app: FastifyInstance, db: Database, isShuttingDown: () => boolean) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (isShuttingDown()) reply.header("connection", "close");
    return payload;
  });
  const logLevel = probeLogLevel(app);
  app.get("/healthz", { logLevel }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel }, async () => {
    if (isShuttingDown()) throw new AppError("SERVICE_UNAVAILABLE", 503, "The server is shutting down.");
    try {
      await db.ping();
    } catch {
      throw new AppError("SERVICE_UNAVAILABLE", 503, "The database is not reachable.");
    }
    return { status: "ready", database: db.kind };
  });
}
