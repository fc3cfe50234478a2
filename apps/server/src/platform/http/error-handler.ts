import { isDatabaseUnavailable } from "@casino/db";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, databaseUnavailable, ServiceUnavailableError, toEnvelope } from "../errors";

/** Fastify's own error codes mapped to ours, so every failure has the D6 envelope. */
function fromFastifyError(error: FastifyError): AppError {
  // A database that cannot be reached is the server's outage, not a bug: the client may retry.
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", 413, "The request body is too large.");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the body as application/json.");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new AppError("BAD_REQUEST", 400, "The request body is not valid JSON.");
  }
  if (error.statusCode === 429)
    return new AppError("RATE_LIMITED", 429, "Too many requests. Try again later.");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("BAD_REQUEST", error.statusCode, error.message);
  }
  return new AppError("INTERNAL_ERROR", 500, "Something went wrong on our side.");
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (broken UTF-8, a parameter over the length
 * limit) gets the error envelope too, without echoing the path back.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const refusal = new AppError("BAD_REQUEST", status, "The request URL is not valid.");
  reply.header("x-request-id", request.id);
  return reply.status(status).send(toEnvelope(refusal, request.id));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (appError instanceof ServiceUnavailableError) {
      reply.header("retry-after", String(appError.retryAfterSeconds));
      if (appError !== error) request.log.error({ err: error }, "database unavailable");
    } else if (appError.statusCode >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: appError.code }, "request rejected");
    return reply.status(appError.statusCode).send(toEnvelope(appError, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError(
      "ROUTE_NOT_FOUND",
      404,
      `No route for ${request.method} ${request.url.split("?")[0]}`,
    );
    return reply.status(404).send(toEnvelope(error, request.id));
  });
}
