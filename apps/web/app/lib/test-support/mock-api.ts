import { buildPath, type Endpoint, type EndpointOutput, type ErrorCode } from "@casino/contracts";
import { vi } from "vitest";
import type { z } from "zod";

/** An error answer in the envelope of ARCHITECTURE D6. */
export interface MockError {
  status: number;
  code: ErrorCode;
  retryAfterSeconds?: number;
  details?: { path: string; message: string }[];
}

type Handler<E extends Endpoint> = (body: z.output<E["body"]>) => EndpointOutput<E> | MockError;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const isError = (value: unknown): value is MockError =>
  typeof value === "object" && value !== null && "code" in value && "status" in value;

/**
 * Answers the app's fetch calls from handlers keyed by contract endpoint. Request bodies are parsed with
 * the endpoint's input schema and answers with its output schema, so a mock can never drift from the
 * contract; a call no handler expects fails the test.
 */
export function mockApi() {
  const routes = new Map<string, (body: unknown) => unknown>();
  const calls: ApiCall[] = [];
  const key = (method: string, path: string) => `${method} ${path}`;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes.get(key(method, url.pathname));
    if (!route) throw new Error(`Unexpected API call ${method} ${url.pathname}`);
    const answer = await route(body);
    if (isError(answer)) {
      const headers = answer.retryAfterSeconds
        ? { "retry-after": String(answer.retryAfterSeconds) }
        : undefined;
      const envelope = {
        success: false,
        error: { code: answer.code, message: answer.code, details: answer.details },
      };
      return new Response(JSON.stringify(envelope), { status: answer.status, headers });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });

  return {
    fetch: fetchMock,
    calls,
    /** Answers `endpoint` with `handler`; the body it gets is the contract-parsed request body. */
    on<E extends Endpoint>(endpoint: E, handler: NoInfer<Handler<E>>, params: Record<string, string> = {}) {
      routes.set(key(endpoint.method, buildPath(endpoint.path, params)), (raw) => {
        const body = endpoint.method === "POST" ? endpoint.body.parse(raw ?? {}) : undefined;
        const answer = handler(body as z.output<E["body"]>);
        return isError(answer) ? answer : endpoint.output.parse(answer);
      });
      return this;
    },
    /** Bodies sent to `endpoint`, in order. */
    bodiesOf(endpoint: Endpoint) {
      return calls
        .filter((call) => call.method === endpoint.method && call.path === buildPath(endpoint.path, {}))
        .map((call) => call.body);
    },
    install() {
      vi.stubGlobal("fetch", fetchMock);
      return this;
    },
  };
}
