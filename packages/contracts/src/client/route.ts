import type { Endpoint, EndpointInput, EndpointOutput } from "../endpoint";
import type { HttpMethod } from "./build-path";

declare const endpointType: unique symbol;

/**
 * Where the API client sends a call: an endpoint's id, method and path, typed by the endpoint it stands
 * for but without its zod schemas, so a page that calls the API does not load zod and the schemas
 * (decision 022). The server checks every request and every answer against the endpoint's schemas.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Spec path, verbatim; `{name}` marks a path parameter. */
  readonly path: string;
  /** Type only, never set: the endpoint whose input and output types the client uses. */
  readonly [endpointType]?: E;
}

export type RouteEndpoint<R extends Route> = R extends Route<infer E> ? E : never;
export type RouteInput<R extends Route> = EndpointInput<RouteEndpoint<R>>;
export type RouteOutput<R extends Route> = EndpointOutput<RouteEndpoint<R>>;

/** A route of `E`; `routes.test.ts` holds every route to its endpoint's id, method and path. */
export function route<E extends Endpoint>(id: string, method: HttpMethod, path: string): Route<E> {
  return { id, method, path };
}
