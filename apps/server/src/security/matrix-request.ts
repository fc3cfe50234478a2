import type { FastifyInstance } from "fastify";
import type { DocumentedOperation } from "./openapi-operations";
import { type RequestInput, urlOf } from "./placeholder-input";

export interface Answer {
  status: number;
  code: string | undefined;
  body: unknown;
  text: string;
}

/** One call of `operation` with `input`, as a browser client would make it (CSRF header included). */
export async function sendOperation(
  app: FastifyInstance,
  operation: DocumentedOperation,
  input: RequestInput,
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<Answer> {
  const hasBody = operation.method !== "GET" && input.body !== undefined;
  const response = await app.inject({
    method: operation.method as "GET" | "POST",
    url: urlOf(operation, input),
    remoteAddress,
    headers: {
      ...(operation.method === "GET" ? {} : { "x-casino-client": "web" }),
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
  });
  return answerOf(response);
}

/** Status, error code and parsed body of an injected response. */
export function answerOf(response: { statusCode: number; body: string }): Answer {
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // Not JSON: judged as text.
  }
  const error =
    typeof body === "object" && body !== null ? (body as { error?: { code?: unknown } }).error : undefined;
  return {
    status: response.statusCode,
    code: typeof error?.code === "string" ? error.code : undefined,
    body,
    text: response.body,
  };
}

/** `401 UNAUTHENTICATED {…}`, short enough for a failure message. */
export function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.code ?? ""} ${answer.text.slice(0, 160)}`.replace(/\s+/g, " ").trim();
}
