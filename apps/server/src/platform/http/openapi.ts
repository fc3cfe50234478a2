import { type Endpoint, ErrorEnvelopeSchema } from "@casino/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    const json = toSchema(schema, "input") as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: property,
        ...(typeof property.description === "string" ? { description: property.description } : {}),
      });
    }
  }
  return parameters;
}

const SECURITY_SCHEME = {
  player: "session",
  provider: "providerSignature",
  operator: "operatorToken",
} as const;

function operationOf(endpoint: Endpoint) {
  const errorCodes = endpoint.errors.length ? ` Specific error codes: ${endpoint.errors.join(", ")}.` : "";
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.auth === "public" ? {} : { security: [{ [SECURITY_SCHEME[endpoint.auth]]: [] }] }),
    parameters: parametersOf(endpoint),
    ...(endpoint.method === "POST"
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "Success",
        content: { "application/json": { schema: toSchema(endpoint.output, "output") } },
      },
      default: {
        description: `Error envelope (ARCHITECTURE D6).${errorCodes}`,
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every contract endpoint the server registered. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = paths[endpoint.path] ?? {};
    path[endpoint.method.toLowerCase()] = operationOf(endpoint);
    paths[endpoint.path] = path;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Social casino API",
      version,
      description:
        "Paths are the specification's, verbatim. Every error answers `{ success: false, error: { code, message } }`. " +
        "State-changing calls are POST and need a same-origin `Origin` or the `x-casino-client` header.",
    },
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(ErrorEnvelopeSchema, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "sid",
          description: "The session cookie set by sign-in and sign-up.",
        },
        providerSignature: {
          type: "apiKey",
          in: "header",
          name: "X-Signature",
          description:
            "Seamless wallet calls: lowercase hex HMAC-SHA256 of the raw request body under the provider's shared secret. A missing or wrong signature answers 401 INVALID_SIGNATURE.",
        },
        operatorToken: {
          type: "http",
          scheme: "bearer",
          description: "Back-office calls: `Authorization: Bearer <OPERATOR_API_TOKEN>`.",
        },
      },
    },
  };
}

/** Serves the document at `/api/docs/json` and a browsable page at `/api/docs`. */
export async function installApiDocs(app: FastifyInstance, endpoints: readonly Endpoint[], version: string) {
  const document = buildOpenApiDocument(endpoints, version);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
