import type { FastifyInstance, LogLevel } from "fastify";

const SEVERITY: readonly string[] = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/**
 * Probes and scrapes arrive every few seconds, so their routes log at `warn` at most. A route's log
 * level replaces the server's, so it must never be louder than what the operator configured either.
 */
export function probeLogLevel(app: FastifyInstance): LogLevel {
  const configured = app.log.level;
  return SEVERITY.indexOf(configured) > SEVERITY.indexOf("warn") ? (configured as LogLevel) : "warn";
}
