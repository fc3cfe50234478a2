import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { FEATURES } from "./features";
import { sessions } from "./platform/auth/session";
import { type Bus, openBus } from "./platform/bus";
import { captchaPlugin } from "./platform/captcha";
import { emailPlugin } from "./platform/email";
import type { Env } from "./platform/env";
import type { ServerContext } from "./platform/feature";
import { installBackofficeAccess } from "./platform/http/backoffice-access";
import { installBackofficeApp } from "./platform/http/backoffice-app";
import { installCompression } from "./platform/http/compression";
import { registeredEndpoints } from "./platform/http/contract-route";
import { cookies } from "./platform/http/cookies";
import { csrfProtection } from "./platform/http/csrf";
import { answerRouterError, installErrorHandling } from "./platform/http/error-handler";
import { installApiDocs } from "./platform/http/openapi";
import { installPersonalAnswers } from "./platform/http/personal-answers";
import { requestContext } from "./platform/http/request-context";
import { installRequestStart } from "./platform/http/request-start";
import { securityHeaders } from "./platform/http/security-headers";
import { installSsr } from "./platform/http/ssr";
import { drainingRefusal, installDraining, installHealthRoutes } from "./platform/observability/health";
import { installMetrics } from "./platform/observability/metrics";
import { redactingLoggerOptions } from "./platform/observability/redaction";
import { lazyChildLogger, OneLinePerRequest } from "./platform/observability/request-log";
import { type PushOptions, pushPlugin } from "./platform/push";
import { rateLimitPlugin } from "./platform/rate-limit";
import { createReadCache, relayContentChanges } from "./platform/read-cache";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface AppOptions extends Omit<ServerContext, "bus" | "readCache"> {
  /** The bus between nodes; by default the one the settings call for (Redis with REDIS_URL), closed with the app. */
  bus?: Bus;
  /** Render the web app too; API-only tests leave it off. */
  withWebApp: boolean;
  isShuttingDown?: () => boolean;
  /** Where the log goes instead of stdout; tests read it back. */
  logStream?: DestinationStream;
  /** Push channel timings (tests shorten the ping interval). */
  push?: Pick<PushOptions, "pingIntervalMs" | "pongGraceMs" | "connectsPerSecond">;
}

/**
 * The client address is the first untrusted hop from the right of X-Forwarded-For: a hop count trusts
 * that many proxies nearest the server, a list trusts those addresses.
 */
function trustedProxies(setting: Env["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole HTTP server: platform plugins, every feature, API docs and the SSR web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      ...redactingLoggerOptions(),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: env.CONNECTION_TIMEOUT_SECONDS * 1000,
    // Node 20 enforces a request timeout only when given to createServer (Fastify sets it afterwards),
    // and checks it only this often (30 s by default, so a slow request could outlive it by 30 s).
    http: { requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000, connectionsCheckingInterval: 1000 },
    requestIdHeader: false,
    // One line per request, and request.log made only when used (issue #10: a sixth of /healthz).
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyChildLogger,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A URL the router cannot decode (broken UTF-8, an overlong parameter) gets the error envelope too,
    // without echoing the path back.
    frameworkErrors: answerRouterError,
  });
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  const headers = securityHeaders({ isProduction: env.NODE_ENV === "production" });
  installRequestStart(app, { headers, refusal: drainingRefusal(isShuttingDown) });
  installBackofficeAccess(app);

  installErrorHandling(app);
  installDraining(app, isShuttingDown);
  await installCompression(app);
  await app.register(cookies);
  await app.register(requestContext, { brandHosts: env.BRAND_HOSTS, defaultBrand: env.DEFAULT_BRAND });
  const bus = options.bus ?? (await openBus(env, (error) => app.log.error({ err: error }, "bus error")));
  if (!options.bus) app.addHook("onClose", () => bus.close());
  await app.register(sessions, {
    db,
    clock: options.clock,
    secureCookies: env.NODE_ENV === "production",
    bus,
    outbox: options.outbox,
  });
  await app.register(csrfProtection, {
    // Provider callbacks are server to server and signed: the wallet's and KYC's, the payment webhooks.
    exemptPrefixes: ["/api/provider/", "/api/payments/"],
    publicOrigins: env.PUBLIC_ORIGINS,
  });
  await app.register(rateLimitPlugin, {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    clock: options.clock,
  });
  await app.register(emailPlugin, { env, db, clock: options.clock });
  await app.register(captchaPlugin, { env, db, clock: options.clock });
  await app.register(pushPlugin, {
    db,
    clock: options.clock,
    bus,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
    ...options.push,
  });
  installMetrics(app, { token: env.METRICS_TOKEN });
  installHealthRoutes(app, db, isShuttingDown);

  const readCache = createReadCache(bus);
  app.decorate("readCache", readCache);
  relayContentChanges(options.outbox, readCache);
  const context: ServerContext = { ...options, bus, readCache };
  for (const feature of FEATURES) await feature.register(app, context);

  await installApiDocs(app, registeredEndpoints(app), options.build.id);
  if (options.withWebApp) {
    await installBackofficeApp(app, { buildDir: env.BACKOFFICE_BUILD_DIR, securityHeaders: headers });
    await installSsr(app, {
      buildDir: env.WEB_BUILD_DIR,
      securityHeaders: headers,
      clock: options.clock,
      // Decision 024: the app-init feature knows each player's page class.
      playerPageClassOf: (brand, playerId) => app.playerPageClasses.of(brand, playerId),
    });
  }
  installPersonalAnswers(app);
  return app;
}
