import type { Endpoint, EndpointInput, EndpointOutput } from "@casino/contracts";
import { buildPath } from "@casino/contracts/client";
import { ApiError } from "./api-error";

/** The CSRF rule of the server (ARCHITECTURE D10): a state change says it comes from our own app. */
export const CLIENT_HEADER = { "x-casino-client": "web" } as const;

export type CallInput<E extends Endpoint> = Partial<EndpointInput<E>>;

export type Fetch = typeof fetch;

function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The back office's one API client, typed by the contracts. Unlike the player app (decision 022) it parses
 * every answer with the endpoint's output schema: the operator app carries zod anyway for its forms, and an
 * answer that does not match the contract is reported as BAD_RESPONSE rather than drawn half-broken.
 */
export function createApiClient(fetchImpl: Fetch = (...args) => globalThis.fetch(...args)) {
  return {
    async call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<EndpointOutput<E>> {
      const url =
        buildPath(endpoint.path, input.params as Record<string, string> | undefined) +
        queryString(input.query as Record<string, unknown> | undefined);
      const isPost = endpoint.method === "POST";
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: endpoint.method,
          credentials: "same-origin",
          headers: {
            accept: "application/json",
            ...CLIENT_HEADER,
            ...(isPost ? { "content-type": "application/json" } : {}),
          },
          ...(isPost ? { body: JSON.stringify(input.body ?? {}) } : {}),
        });
      } catch {
        throw new ApiError("NETWORK_ERROR", 0, "The server could not be reached. Check your connection.");
      }
      const json = await readJson(response);
      if (!response.ok) throw ApiError.fromResponse(response.status, json);
      const parsed = endpoint.output.safeParse(json);
      if (!parsed.success) {
        throw new ApiError(
          "BAD_RESPONSE",
          response.status,
          "The server's answer did not match its contract.",
        );
      }
      return parsed.data as EndpointOutput<E>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
