import {
  type Endpoint,
  ErrorEnvelopeSchema,
  PROVIDER_SIGNATURE_EXAMPLE,
  ProviderSignatureHeadersSchema,
  SIGNATURE_WINDOW_SECONDS,
} from "@casino/contracts";
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

/** The wallet's signing headers, shown on each provider operation; the security scheme explains them. */
const PROVIDER_HEADERS = Object.entries(ProviderSignatureHeadersSchema.shape).map(([name, schema]) => ({
  name,
  in: "header",
  required: true,
  schema: toSchema(schema, "input"),
  description: schema.description,
}));

const example = PROVIDER_SIGNATURE_EXAMPLE;
const PROVIDER_SIGNATURE_DESCRIPTION = [
  "Seamless wallet calls carry two headers: `X-Timestamp`, the Unix time in whole seconds when the call was signed, and `X-Signature`, the lowercase hex HMAC-SHA256 of `<X-Timestamp>.<operation>.<raw body>` under the provider's shared secret, where operation is the last path segment (`authenticate`, `balance`, `bet`, `win`, `rollback`, `end-round`) and the raw body is the exact bytes sent.",
  "Binding the operation means a signed call cannot be replayed to another operation; binding the time bounds how long a captured call can be replayed.",
  `A missing or malformed header, or a signature that does not match, answers 401 INVALID_SIGNATURE; a correctly signed call whose X-Timestamp is more than ${SIGNATURE_WINDOW_SECONDS} s from the server's clock, either way, answers 401 SIGNATURE_EXPIRED.`,
  `Worked example: secret \`${example.secret}\`, \`X-Timestamp: ${example.timestamp}\`, \`POST /api/provider/{provider}/${example.operation}/\` with body \`${example.body}\` signs the string \`${example.timestamp}.${example.operation}.${example.body}\`, giving \`X-Signature: ${example.signature}\`.`,
].join("\n\n");

const SECURITY_SCHEME = {
  player: "session",
  provider: "providerSignature",
  operator: "operatorSession",
} as const;

/** The back office's session, or the bearer token of the one operator route that predates it. */
const schemeOf = (endpoint: Endpoint) =>
  endpoint.auth === "operator" && endpoint.access === undefined
    ? "operatorToken"
    : SECURITY_SCHEME[endpoint.auth as keyof typeof SECURITY_SCHEME];

function operationOf(endpoint: Endpoint) {
  const errorCodes = endpoint.errors.length ? ` Specific error codes: ${endpoint.errors.join(", ")}.` : "";
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.auth === "public" ? {} : { security: [{ [schemeOf(endpoint)]: [] }] }),
    ...(endpoint.access === undefined ? {} : { "x-permission": endpoint.access }),
    parameters: [...parametersOf(endpoint), ...(endpoint.auth === "provider" ? PROVIDER_HEADERS : [])],
    ...(endpoint.method === "POST"
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.consumes ?? "application/json"]: { schema: toSchema(endpoint.body, "input") },
            },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "Success",
        content: {
          [endpoint.produces ?? "application/json"]: { schema: toSchema(endpoint.output, "output") },
        },
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
          description: PROVIDER_SIGNATURE_DESCRIPTION,
        },
        operatorToken: {
          type: "http",
          scheme: "bearer",
          description: "The operator round lookup: `Authorization: Bearer <OPERATOR_API_TOKEN>`.",
        },
        operatorSession: {
          type: "apiKey",
          in: "cookie",
          name: "bo_sid",
          description:
            "Back-office calls (tag `backoffice`): the operator session cookie set by the second step of an operator's sign-in (Path=/api/backoffice, SameSite=Strict). A player's session never authorises them. Each endpoint's summary names the permission it needs (`x-permission`).",
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
