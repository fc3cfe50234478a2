import { type Endpoint, type EndpointOutput, toStorableText } from "@casino/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import type { z } from "zod";
import { AppError } from "../errors";
import { checkAudited, checkBackofficeAccess } from "./backoffice-access";

type Parsed<E extends Endpoint> = {
  params: z.infer<E["params"]>;
  query: z.infer<E["query"]>;
  body: z.infer<E["body"]>;
};

export type ContractHandler<E extends Endpoint> = (
  input: Parsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointOutput<E>> | EndpointOutput<E>;

const endpointsByApp = new WeakMap<FastifyInstance, Endpoint[]>();

/** Every contract endpoint registered on this app, for the OpenAPI document. */
export function registeredEndpoints(app: FastifyInstance): Endpoint[] {
  let list = endpointsByApp.get(app);
  if (!list) {
    list = [];
    endpointsByApp.set(app, list);
  }
  return list;
}

/** Converts `{name}` segments (and `{name}.json`) of a spec path into Fastify's `:name` syntax. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new AppError(
    "VALIDATION_FAILED",
    400,
    `The request ${where} is not valid.`,
    // Messages can quote the client's own keys ("Unrecognized key: …"): NUL or a lone surrogate in them
    // would make the answer fail the envelope's own contract in the client.
    result.error.issues.map((issue) => ({
      path: toStorableText([where, ...issue.path].join(".")),
      message: toStorableText(issue.message),
    })),
  );
}

/**
 * Answers already checked, by the object the handler returned: a value served from the read cache is the
 * same object on every request, so it is checked once per cache entry, not once per request (cached
 * values are never mutated). Weak, so a forgotten entry takes its checked twin with it.
 */
const checkedAnswers = new WeakMap<object, { schema: unknown; answer: unknown }>();

function checkedAnswer(schema: Endpoint["output"], output: unknown): unknown {
  if (typeof output !== "object" || output === null) return schema.parse(output);
  const known = checkedAnswers.get(output);
  if (known && known.schema === schema) return known.answer;
  const answer = schema.parse(output);
  checkedAnswers.set(output, { schema, answer });
  return answer;
}

/**
 * Registers one endpoint of the contracts: validates params, query and body with its schemas, calls the
 * handler, and checks the answer against the output schema so no response drifts from the contract.
 * `hooks` are the route's own (e.g. a revalidation only its answers need, decision 032).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ContractHandler<E>,
  hooks: { onSend?: onSendHookHandler } = {},
) {
  registeredEndpoints(app).push(endpoint);
  app.route({
    ...hooks,
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    config:
      endpoint.access === undefined
        ? { auth: endpoint.auth }
        : { auth: endpoint.auth, access: endpoint.access, endpointId: endpoint.id },
    handler: async (request, reply) => {
      if (endpoint.auth === "player" && !request.session) {
        throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
      }
      checkBackofficeAccess(request, endpoint);
      const input = {
        params: parseOrThrow(endpoint.params, request.params, "params"),
        query: parseOrThrow(endpoint.query, request.query, "query"),
        // An upload's parts are read and checked by its handler as they stream in (Endpoint.consumes).
        body:
          endpoint.method === "GET" || endpoint.consumes
            ? {}
            : parseOrThrow(endpoint.body, request.body, "body"),
      } as Parsed<E>;
      const output = await handler(input, request, reply);
      checkAudited(request, endpoint);
      // A stored file goes out as the bytes and media type its handler set.
      if (endpoint.produces === "application/octet-stream") return output;
      // A non-JSON answer (a CSV download) is text of its declared type, sent as it is.
      if (endpoint.produces) reply.type(`${endpoint.produces}; charset=utf-8`);
      return checkedAnswer(endpoint.output, output);
    },
  });
}
