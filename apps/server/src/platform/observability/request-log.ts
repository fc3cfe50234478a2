import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

/**
 * `request.log` as a child made on first use. Fastify makes a child logger (an object and its bindings
 * serialised) for every request, which cost about a sixth of a small answer's time (issue #10, measured
 * on /healthz); most requests never log anything of their own, so most never need it.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= parent.child(bindings, options);
    return child;
  };
  return {
    get level() {
      return child?.level ?? parent.level;
    },
    set level(level) {
      made().level = level;
    },
    fatal: (...args: Parameters<FastifyBaseLogger["fatal"]>) => made().fatal(...args),
    error: (...args: Parameters<FastifyBaseLogger["error"]>) => made().error(...args),
    warn: (...args: Parameters<FastifyBaseLogger["warn"]>) => made().warn(...args),
    info: (...args: Parameters<FastifyBaseLogger["info"]>) => made().info(...args),
    debug: (...args: Parameters<FastifyBaseLogger["debug"]>) => made().debug(...args),
    trace: (...args: Parameters<FastifyBaseLogger["trace"]>) => made().trace(...args),
    silent: (...args: Parameters<FastifyBaseLogger["silent"]>) => made().silent(...args),
    child: (childBindings, childOptions) => made().child(childBindings, childOptions),
  } as FastifyBaseLogger;
}

/**
 * Fastify's own lines about requests, as one line per answered request (what, how it ended, how long it
 * took) written by the server's logger with the request id, in place of two lines per request
 * ("incoming request" and "request completed") through a per-request child logger.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
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
