import type { Transport, TransportResponse } from "@casino/contracts";
import { buildPath, type Route, type RouteInput, type RouteOutput } from "@casino/contracts/client";
import { ApiError } from "./api-error";

/** Spec §8: a GET is retried once on these statuses; other methods are never retried. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type CallInput<R extends Route> = {
  params?: RouteInput<R>["params"];
  query?: RouteInput<R>["query"];
  /** JSON; or, for an upload endpoint (multipart/form-data), the form. */
  body?: RouteInput<R>["body"] | FormData;
  /** Extra request headers (the operator token of the development mailbox); never cookies. */
  headers?: Record<string, string>;
};

export interface ApiClient {
  call<R extends Route>(route: R, input?: CallInput<R>): Promise<RouteOutput<R>>;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The one API client (STYLE: one way to do each thing), typed by the contracts. It takes answers as the
 * server sent them: the server checks every answer against the endpoint's output schema before sending
 * it (`registerEndpoint`), so checking again here would only make every page load zod and the schemas
 * (decision 022).
 */
export function createApiClient(transport: Transport): ApiClient {
  return {
    async call(route, input = {}) {
      const url =
        buildPath(route.path, input.params as Record<string, string>) +
        toQueryString(input.query as Record<string, unknown>);
      const request = {
        method: route.method,
        url,
        ...(route.method === "POST" ? { body: input.body ?? {} } : {}),
        ...(input.headers ? { headers: input.headers } : {}),
      };
      let response: TransportResponse = await transport(request);
      if (route.method === "GET" && RETRYABLE_STATUSES.has(response.status)) {
        response = await transport(request);
      }
      if (response.status < 200 || response.status >= 300)
        throw ApiError.fromResponse(response.status, response.json);
      return response.json as RouteOutput<typeof route>;
    },
  };
}
