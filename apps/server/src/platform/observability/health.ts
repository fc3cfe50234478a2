import type { Database } from "@casino/db";
import type { FastifyInstance } from "fastify";
import { databaseUnavailable, ServiceUnavailableError } from "../errors";
import { isPageRenderRequest } from "../http/page-render";
import { probeLogLevel } from "./probe-log-level";

const HEALTHZ = "/healthz";

/** A draining node is gone for good; another node (or this one restarted) answers after this. */
const DRAINING_RETRY_AFTER_SECONDS = 2;

const draining = () =>
  new ServiceUnavailableError("The server is shutting down.", DRAINING_RETRY_AFTER_SECONDS);

/**
 * While draining, a request that arrives is answered 503 SERVICE_UNAVAILABLE with Retry-After before any
 * work (the load balancer sends it elsewhere); requests already in flight finish, and so do the API calls
 * a page already being rendered makes in process. `/healthz` still answers: the process is alive.
 * Every response also closes its connection: the HTTP server only reaps connections that are idle when
 * shutdown starts, so a keep-alive socket would otherwise hold the process open until the grace period.
 * Install it before anything else that runs on each request.
 */
export function installDraining(app: FastifyInstance, isShuttingDown: () => boolean) {
  // Callback hooks: every request passes them, and a promise per hook per request is measurable (#10).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!isShuttingDown() || request.url === HEALTHZ || isPageRenderRequest()) return done();
    done(draining());
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isShuttingDown()) reply.header("connection", "close");
    done(null, payload);
  });
}

/** `/healthz`: the process answers. `/readyz`: it can serve traffic: the database answers, not draining. */
export function installHealthRoutes(app: FastifyInstance, db: Database, isShuttingDown: () => boolean) {
  const logLevel = probeLogLevel(app);
  app.get(HEALTHZ, { logLevel }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel }, async () => {
    if (isShuttingDown()) throw draining();
    try {
      await db.ping();
    } catch {
      throw databaseUnavailable();
    }
    return { status: "ready", database: db.kind };
  });
}
