import type { Database } from "@casino/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { databaseUnavailable, ServiceUnavailableError } from "../errors";
import { isPageRenderRequest } from "../http/page-render";
import { probeLogLevel } from "./probe-log-level";

const HEALTHZ = "/healthz";

/** A draining node is gone for good; another node (or this one restarted) answers after this. */
const DRAINING_RETRY_AFTER_SECONDS = 2;

const draining = () =>
  new ServiceUnavailableError("The server is shutting down.", DRAINING_RETRY_AFTER_SECONDS);

/**
 * While draining, a request that arrives is refused 503 SERVICE_UNAVAILABLE with Retry-After before any
 * work (the load balancer sends it elsewhere); requests already in flight finish, and so do the API calls
 * a page already being rendered makes in process. `/healthz` still answers: the process is alive. The
 * refusal is asked by the first hook of every request (request-start.ts), before anything else runs.
 */
export function drainingRefusal(isShuttingDown: () => boolean) {
  return (request: FastifyRequest): Error | null =>
    isShuttingDown() && request.url !== HEALTHZ && !isPageRenderRequest() ? draining() : null;
}

/**
 * While draining, every response also closes its connection: the HTTP server only reaps connections
 * that are idle when shutdown starts, so a keep-alive socket would otherwise hold the process open until
 * the grace period.
 */
export function installDraining(app: FastifyInstance, isShuttingDown: () => boolean) {
  // A callback hook: every request passes it, and a promise per hook per request is measurable (#10).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isShuttingDown()) reply.header("connection", "close");
    done(null, payload);
  });
}

/** `/healthz`: the process answers. `/readyz`: it can serve traffic: the database answers, not draining. */
export function installHealthRoutes(app: FastifyInstance, db: Database, isShuttingDown: () => boolean) {
  // Probes arrive every few seconds from every balancer: no session lookup, and no compression hooks
  // (their answers stay far below the compression threshold, so they go out the same).
  const probe = { logLevel: probeLogLevel(app), config: { sessionless: true }, compress: false } as const;
  app.get(HEALTHZ, probe, async () => ({ status: "ok" }));
  app.get("/readyz", probe, async () => {
    if (isShuttingDown()) throw draining();
    try {
      await db.ping();
    } catch {
      throw databaseUnavailable();
    }
    return { status: "ready", database: db.kind };
  });
}
