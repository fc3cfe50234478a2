import type { Endpoint } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { AppError } from "../errors";
import { toFastifyPath } from "../http/contract-route";
import { addRouteHook } from "../http/route-hooks";
import { clientNetwork } from "./client-network";
import { ClockedMemoryStore } from "./clocked-memory-store";

export { clientNetwork } from "./client-network";

/** A limit per client IP: at most `max` requests per `windowMs`; `name` keeps counters apart. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

declare module "fastify" {
  interface FastifyInstance {
    /** Limiters by `METHOD /route/url`, filled by `limitRate` before each limited route registers. */
    rateLimiters: Map<string, Limiter>;
    /** Per-account limiters by `METHOD /route/url`, filled by `limitRatePerAccount`. */
    accountRateLimiters: Map<string, Limiter[]>;
  }
}

const routeKey = (method: string, url: string | undefined) => `${method} ${url}`;

/**
 * Per-IP rate limits (ARCHITECTURE D10) on @fastify/rate-limit: counters in Redis when REDIS_URL is set,
 * so every node shares them, else in this process on the platform clock. A limited request gets 429,
 * `Retry-After` in seconds and the error envelope with RATE_LIMITED. A Redis outage lets requests
 * through (logged): the account lockout and the captcha still stand, and sign-in keeps working.
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl: string | undefined; redisPrefix: string; clock: Clock },
  ) => {
    let redis: Redis | null = null;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      redis.on("error", (error) => app.log.warn({ err: error }, "rate limit store unavailable"));
      const client = redis;
      app.addHook("onClose", async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    const clock = options.clock;
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      ...(redis
        ? { redis, nameSpace: `${options.redisPrefix}rate-limit:` }
        : {
            store: class extends ClockedMemoryStore {
              constructor() {
                super(clock);
              }
            },
          }),
    });
    app.decorate("rateLimiters", new Map<string, Limiter>());
    app.decorate("accountRateLimiters", new Map<string, Limiter[]>());
    const enforce = async (limiter: Limiter, request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(Math.max(1, result.ttlInSeconds)));
      throw new AppError("RATE_LIMITED", 429, "Too many attempts. Wait a moment and try again.");
    };
    // Attached to the limited routes only (callback hooks), as each is registered: the routes without
    // limits, nearly all of them, pay nothing per request (issue #10). limitRate comes before its route.
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const ipLimiters = new Map<string, Limiter>();
      const accountLimiters = new Map<string, Limiter[]>();
      for (const method of methods) {
        const limiter = app.rateLimiters.get(routeKey(method, route.url));
        if (limiter) ipLimiters.set(method, limiter);
        const limiters = app.accountRateLimiters.get(routeKey(method, route.url));
        if (limiters) accountLimiters.set(method, limiters);
      }
      if (ipLimiters.size > 0) {
        addRouteHook(route, "onRequest", (request, reply, done) => {
          const limiter = ipLimiters.get(request.method);
          if (!limiter) return done();
          enforce(limiter, request, reply).then(() => done(), done);
        });
      }
      // Account limits need the parsed body (the address), so they run once it is read.
      if (accountLimiters.size > 0) {
        addRouteHook(route, "preHandler", (request, reply, done) => {
          const limiters = accountLimiters.get(request.method);
          if (!limiters) return done();
          (async () => {
            for (const limiter of limiters) await enforce(limiter, request, reply);
          })().then(() => done(), done);
        });
      }
    });
  },
  { name: "rate-limit" },
);

/** A limit is attached to its route as the route is registered, so one set afterwards would never apply. */
function refuseIfRegistered(app: FastifyInstance, endpoint: Endpoint, caller: string) {
  if (app.hasRoute({ method: endpoint.method, url: toFastifyPath(endpoint.path) })) {
    throw new Error(`${caller}: call it before registering ${endpoint.method} ${endpoint.path}`);
  }
}

/**
 * Limits one contract endpoint per client (an IPv4 address, or an IPv6 /64). Call it while registering
 * the feature's routes.
 */
export function limitRate(app: FastifyInstance, endpoint: Endpoint, rule: RateLimitRule) {
  refuseIfRegistered(app, endpoint, "limitRate");
  const keyGenerator = (request: FastifyRequest) => `${rule.name}:${clientNetwork(request.ip)}`;
  app.rateLimiters.set(
    routeKey(endpoint.method, toFastifyPath(endpoint.path)),
    app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator }),
  );
}

/**
 * Limits one contract endpoint per account, whatever address the requests come from (ARCHITECTURE
 * D10): `accountOf` names the account (e.g. the brand and canonical e-mail of the body, or the session's
 * player); a request it cannot name one for is left to the other checks. Several rules may stack.
 */
export function limitRatePerAccount(
  app: FastifyInstance,
  endpoint: Endpoint,
  rule: RateLimitRule,
  accountOf: (request: FastifyRequest) => string | null,
) {
  refuseIfRegistered(app, endpoint, "limitRatePerAccount");
  const key = routeKey(endpoint.method, toFastifyPath(endpoint.path));
  const keyGenerator = (request: FastifyRequest) => `${rule.name}:${accountOf(request) ?? "-"}`;
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator });
  const guarded: Limiter = (request) =>
    accountOf(request) === null
      ? Promise.resolve({ isAllowed: true, key: "" } as Awaited<ReturnType<Limiter>>)
      : limiter(request);
  app.accountRateLimiters.set(key, [...(app.accountRateLimiters.get(key) ?? []), guarded]);
}
