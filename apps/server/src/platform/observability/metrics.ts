import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Registry } from "prom-client";
import { probeLogLevel } from "./probe-log-level";
import { RequestDurations } from "./request-durations";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (hashing first makes the lengths equal). */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const presented = typeof header === "string" && /^Bearer /i.test(header) ? header.slice(7).trim() : "";
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Prometheus metrics: process defaults plus request duration by route and status. Durations are always
 * recorded; `/metrics` exists only when a token is configured, and a scrape without it gets the very
 * answer an unknown path gets, so the route cannot be found by probing.
 */
export function installMetrics(app: FastifyInstance, options: { token: string | undefined }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations();
  durations.registerIn(registry);
  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern, never the raw URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? "unmatched";
    durations.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const { token } = options;
  if (token) {
    const scrape = { logLevel: probeLogLevel(app), config: { sessionless: true } };
    app.get("/metrics", scrape, async (request, reply) => {
      if (!hasBearerToken(request, token)) return reply.callNotFound();
      reply.header("cache-control", "no-store");
      reply.type(registry.contentType);
      return registry.metrics();
    });
  }
  return registry;
}
