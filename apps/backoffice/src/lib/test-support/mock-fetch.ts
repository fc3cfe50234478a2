import type { Endpoint } from "@casino/contracts";
import { vi } from "vitest";

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Answer =
  | { status?: number; json: unknown }
  | ((
      call: RecordedCall,
    ) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>);

/**
 * A fetch at the API client's boundary: answers per `METHOD path` (from the contracts' endpoints), and a
 * record of every call as sent. An unexpected call answers 404, so a test sees it fail.
 */
export function mockFetch() {
  const answers = new Map<string, Answer>();
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: RecordedCall = {
      method: init.method ?? "GET",
      url,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${url.split("?")[0]}`;
    const answer = answers.get(key);
    const { status = 200, json } = answer
      ? typeof answer === "function"
        ? await answer(call)
        : answer
      : {
          status: 404,
          json: { success: false, error: { code: "ROUTE_NOT_FOUND", message: `No mock for ${key}` } },
        };
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    /** Answers calls of `endpoint` (with `path` filled in when it has parameters). */
    on(endpoint: Endpoint, answer: Answer, path = endpoint.path) {
      answers.set(`${endpoint.method} ${path}`, answer);
      return this;
    },
    callsTo(endpoint: Endpoint, path = endpoint.path) {
      return calls.filter((call) => call.method === endpoint.method && call.url.split("?")[0] === path);
    },
  };
}

/** The error envelope of ARCHITECTURE D6. */
export const failure = (status: number, code: string, message = code) => ({
  status,
  json: { success: false, error: { code, message } },
});
