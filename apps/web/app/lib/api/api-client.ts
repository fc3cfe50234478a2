import {
  buildPath,
  type Endpoint,
  type EndpointOutput,
  type Transport,
  type TransportResponse,
} from "@casino/contracts";
import type { z } from "zod";
import { ApiError } from "./api-error";

/** Spec §8: a GET is retried once on these statuses; other methods are never retried. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type CallInput<E extends Endpoint> = {
  params?: z.input<E["params"]>;
  query?: z.input<E["query"]>;
  body?: z.input<E["body"]>;
  /** Extra request headers (the operator token of the development mailbox); never cookies. */
  headers?: Record<string, string>;
};

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointOutput<E>>;
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

/** The one API client (STYLE: one way to do each thing): contract-typed, output parsed by the contract. */
export function createApiClient(transport: Transport): ApiClient {
  return {
    async call(endpoint, input = {}) {
      const url =
        buildPath(endpoint.path, input.params as Record<string, string>) +
        toQueryString(input.query as Record<string, unknown>);
      const request = {
        method: endpoint.method,
        url,
        ...(endpoint.method === "POST" ? { body: input.body ?? {} } : {}),
        ...(input.headers ? { headers: input.headers } : {}),
      };
      let response: TransportResponse = await transport(request);
      if (endpoint.method === "GET" && RETRYABLE_STATUSES.has(response.status)) {
        response = await transport(request);
      }
      if (response.status < 200 || response.status >= 300)
        throw ApiError.fromResponse(response.status, response.json);
      const parsed = endpoint.output.safeParse(response.json);
      if (!parsed.success) {
        throw new ApiError(
          "BAD_RESPONSE",
          response.status,
          `The answer of ${endpoint.id} does not match its contract.`,
        );
      }
      return parsed.data as EndpointOutput<typeof endpoint>;
    },
  };
}
