import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

/**
 * `request.log` as a child made on first use. Fastify makes a child logger (an object and its bindings
 * serialised) for every request, which cost about a sixth of a small answer's time (issue #10, measured
 * on /healthz); most requests never log anything of their own, so most never need it. A class, so that a
 * request costs one small object and no closures.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#made().level = level;
  }
  fatal(...args: Parameters<FastifyBaseLogger["fatal"]>) {
    this.#made().fatal(...args);
  }
  error(...args: Parameters<FastifyBaseLogger["error"]>) {
    this.#made().error(...args);
  }
  warn(...args: Parameters<FastifyBaseLogger["warn"]>) {
    this.#made().warn(...args);
  }
  info(...args: Parameters<FastifyBaseLogger["info"]>) {
    this.#made().info(...args);
  }
  debug(...args: Parameters<FastifyBaseLogger["debug"]>) {
    this.#made().debug(...args);
  }
  trace(...args: Parameters<FastifyBaseLogger["trace"]>) {
    this.#made().trace(...args);
  }
  silent(...args: Parameters<FastifyBaseLogger["silent"]>) {
    this.#made().silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: see {@link LazyChildLogger}. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/** pino's level numbers: a line is written when its level's is at least the logger's. */
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * Whether a line at `level` about this request is written. A route's `logLevel` (probes and scrapes log
 * at `warn` at most, probe-log-level.ts) replaces the server's for its requests; the line is written by
 * the server's logger, which does not know the route's.
 */
function isLoggedFor(request: FastifyRequest, level: "info" | "error"): boolean {
  const threshold = request.routeOptions.logLevel || request.server.log.level;
  return (LEVEL_VALUES[level] as number) >= (LEVEL_VALUES[threshold] ?? (LEVEL_VALUES.info as number));
}

/**
 * Fastify's own lines about requests, as one line per answered request (what, how it ended, how long it
 * took) written by the server's logger with the request id, in place of two lines per request
 * ("incoming request" and "request completed") through a per-request child logger.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!isLoggedFor(request, error ? "error" : "info")) return;
    const line = {
      reqId: request.id,
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) request.server.log.error({ ...line, err: error }, "request errored");
    else request.server.log.info(line, "request completed");
  }
}
