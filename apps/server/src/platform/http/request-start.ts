import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SecurityHeaders } from "./security-headers";

/**
 * The first hook of every request, matched or not: the answer gets its request id and the security
 * headers (a rendered page swaps the resource CSP for its own, ssr.ts), then `refusal` may turn the
 * request away (a draining node) with those headers already on.
 * One hook instead of three, and the headers' names and values are walked from arrays made once: each
 * hook and each allocation costs every request, probes and wallet calls included (issue #10).
 */
export function installRequestStart(
  app: FastifyInstance,
  options: { headers: SecurityHeaders; refusal: (request: FastifyRequest) => Error | null },
) {
  const names = Object.keys(options.headers.everyResponse);
  const values = names.map((name) => options.headers.everyResponse[name] as string);
  const { refusal } = options;
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    for (let index = 0; index < names.length; index++) reply.header(names[index] as string, values[index]);
    const error = refusal(request);
    if (error) done(error);
    else done();
  });
}
