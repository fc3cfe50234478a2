import { z } from "zod";
import type { HttpMethod } from "./client/build-path";
import type { ErrorCodeSchema } from "./errors";
import type { BackofficeAccess } from "./operators";
import { text } from "./text";

export * from "./client/build-path";

/** One HTTP endpoint: the single source for server validation, OpenAPI and the typed client. */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Spec path, verbatim; `{name}` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly output: Output;
  /** Error codes this endpoint may answer with, besides the generic ones. */
  readonly errors: readonly z.infer<typeof ErrorCodeSchema>[];
  /** `player`: a signed-in session is required, checked before the input (a guest gets 401, never 400). */
  readonly auth: EndpointAuth;
  /** A back-office endpoint's permission (`defineBackofficeEndpoint`); absent on every other endpoint. */
  readonly access?: BackofficeAccess;
  /**
   * The media type of a successful answer when it is not JSON (e.g. `text/csv` for a download): `output`
   * is then the schema of the body as text, the route layer sends it with this type, and OpenAPI documents
   * it. Errors are the JSON envelope as ever.
   */
  readonly produces?: NonJsonMediaType;
  /**
   * `multipart/form-data`: an upload. Its handler reads the parts as a stream (so a size limit stops the
   * reading instead of buffering the whole upload) and validates them itself; `body` only describes the
   * form for OpenAPI (a file part is `FilePartSchema`), and the route layer does not parse it.
   */
  readonly consumes?: "multipart/form-data";
}

/**
 * The media types an endpoint may answer with instead of JSON. `application/octet-stream` stands for a
 * stored file sent with its own media type, which the handler sets (a downloaded document).
 */
export type NonJsonMediaType = "text/csv" | "application/octet-stream";

/** A file part of a multipart form, as OpenAPI describes one (`type: string, format: binary`). */
export const FilePartSchema = text().meta({ format: "binary" });

/**
 * `player`: the session cookie, checked by the route layer before validation. `provider`: the seamless
 * wallet's `X-Signature` HMAC of `<X-Timestamp>.<operation>.<raw body>` (decision 008). `operator`: an
 * operator's back-office session (its own cookie, never a player's), with the endpoint's `access`, checked
 * by the route layer before validation. `provider` is checked by its feature before validation; the kind
 * documents the scheme in OpenAPI.
 */
export type EndpointAuth = "public" | "player" | "provider" | "operator";

const Empty = z.object({}).strict();
type EmptySchema = typeof Empty;

export function defineEndpoint<
  Output extends z.ZodType,
  Params extends z.ZodType = EmptySchema,
  Query extends z.ZodType = EmptySchema,
  Body extends z.ZodType = EmptySchema,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  output: Output;
  params?: Params;
  query?: Query;
  body?: Body;
  errors?: readonly z.infer<typeof ErrorCodeSchema>[];
  auth?: EndpointAuth;
  produces?: NonJsonMediaType;
  consumes?: "multipart/form-data";
}): Endpoint<Params, Query, Body, Output> {
  const auth = def.auth ?? "public";
  const errors = def.errors ?? [];
  return {
    ...def,
    auth,
    params: (def.params ?? Empty) as Params,
    query: (def.query ?? z.object({})) as unknown as Query,
    body: (def.body ?? Empty) as Body,
    errors:
      auth === "player" && !errors.includes("UNAUTHENTICATED") ? ["UNAUTHENTICATED", ...errors] : errors,
  };
}

export type EndpointInput<E extends Endpoint> = {
  params: z.input<E["params"]>;
  query: z.input<E["query"]>;
  body: z.input<E["body"]>;
};
export type EndpointOutput<E extends Endpoint> = z.infer<E["output"]>;
