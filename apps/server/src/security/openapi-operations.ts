/**
 * Reads the served OpenAPI document into the list of operations the authorization matrix walks. The auth
 * kind comes from each operation's security requirement as the document states it, never from the
 * contracts, so a route the document forgets or mislabels is judged by what clients are told.
 */

/** `backoffice`: the operator session cookie of decision 034, which no player's session stands in for. */
export type AuthKind = "public" | "player" | "provider" | "operator" | "backoffice";

export type JsonSchema = Record<string, unknown>;

export interface DocumentedParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedOperation {
  id: string;
  /** Upper case, as Fastify lists it. */
  method: string;
  /** The document's path, `{name}` for a path parameter. */
  path: string;
  auth: AuthKind;
  pathParams: DocumentedParameter[];
  queryParams: DocumentedParameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** The error codes the document promises besides the generic ones. */
  errorCodes: string[];
}

interface SecurityScheme {
  type?: string;
  in?: string;
  name?: string;
  scheme?: string;
}

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
}

import { OPERATOR_SESSION_COOKIE } from "../features/operators";

const METHODS = ["get", "post", "put", "patch", "delete"];

/** What kind of caller a security scheme admits, judged by how the scheme says the credential travels. */
function authOfScheme(name: string, scheme: SecurityScheme | undefined): AuthKind {
  if (scheme?.type === "apiKey" && scheme.in === "cookie") {
    return scheme.name === OPERATOR_SESSION_COOKIE ? "backoffice" : "player";
  }
  if (scheme?.type === "apiKey" && scheme.in === "header") return "provider";
  if (scheme?.type === "http" && scheme.scheme?.toLowerCase() === "bearer") return "operator";
  throw new Error(
    `Security scheme "${name}" (${JSON.stringify(scheme)}) is new to the authorization matrix: teach authOfScheme in apps/server/src/security/openapi-operations.ts who it admits.`,
  );
}

function authOf(document: OpenApiDocument, where: string, operation: RawOperation): AuthKind {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return "public";
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  const [name] = names;
  if (requirements.length !== 1 || names.length !== 1 || name === undefined) {
    throw new Error(`${where} lists ${names.length} security schemes; the matrix knows operations with one.`);
  }
  return authOfScheme(name, document.components?.securitySchemes?.[name]);
}

/** `Specific error codes: A, B.` in the error response's description (see platform/http/openapi.ts). */
function errorCodesOf(operation: RawOperation): string[] {
  const description = operation.responses?.default?.description ?? "";
  const listed = /Specific error codes: ([A-Z_, ]+)\./.exec(description)?.[1];
  return listed ? listed.split(",").map((code) => code.trim()) : [];
}

function parametersIn(operation: RawOperation, where: "path" | "query"): DocumentedParameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      required: where === "path" || parameter.required === true,
      schema: parameter.schema ?? {},
    }));
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) throw new Error(`${where} has no operationId`);
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        auth: authOf(document, where, operation),
        pathParams: parametersIn(operation, "path"),
        queryParams: parametersIn(operation, "query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        errorCodes: errorCodesOf(operation),
      });
    }
  }
  return operations;
}
