import { defineEndpoint, ErrorEnvelopeSchema } from "@casino/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { registerEndpoint } from "./contract-route";

const CLIENT = { "x-casino-client": "web" };
const JSON_BODY = { ...CLIENT, "content-type": "application/json" };

const echoEndpoint = defineEndpoint({
  id: "testEcho",
  method: "POST",
  path: "/rest/test/echo/",
  summary: "Echoes a positive whole amount.",
  tags: ["test"],
  body: z.object({ amount: z.number().int().positive(), note: z.string().max(10).optional() }).strict(),
  output: z.object({ amount: z.number() }),
});

const driftingEndpoint = defineEndpoint({
  id: "testDrift",
  method: "GET",
  path: "/rest/test/drift/",
  summary: "Answers something its contract does not allow.",
  tags: ["test"],
  output: z.object({ isOk: z.boolean() }),
});

/** Checks the D6 shape and that the error names the request it belongs to. */
function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = ErrorEnvelopeSchema.parse(response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.requestId).toBe(response.headers["x-request-id"]);
  return body.error;
}

describe("every failure answers with the error envelope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        registerEndpoint(app, echoEndpoint, ({ body }) => ({ amount: body.amount }));
        registerEndpoint(app, driftingEndpoint, () => ({ isOk: "yes" }) as never);
        app.get("/rest/test/boom/", async () => {
          throw new Error("connection string postgres://secret@db");
        });
      },
    });
  });
  afterAll(() => t.close());

  it("answers an unknown API path with ROUTE_NOT_FOUND, naming the path without its query", async () => {
    const error = expectEnvelope(
      await t.app.inject({ url: "/rest/no-such-thing/?token=abc" }),
      404,
      "ROUTE_NOT_FOUND",
    );
    expect(error.message).toBe("No route for GET /rest/no-such-thing/");
  });

  it("answers a URL the router cannot decode with BAD_REQUEST, without echoing it", async () => {
    const cases = [
      ["/rest/game/%ED%A0%80/demo/", 400],
      ["/rest/game/%FF/demo/", 400],
      [`/rest/game/${"7".repeat(300)}/demo/`, 414],
    ] as const;
    for (const [url, status] of cases) {
      const response = await t.app.inject({ url, method: "POST", headers: { "x-casino-client": "web" } });
      const error = expectEnvelope(response, status, "BAD_REQUEST");
      expect(error.message).toBe("The request URL is not valid.");
    }
  });

  it("answers a known path without its trailing slash as unknown", async () => {
    expectEnvelope(await t.app.inject({ url: "/rest/app/init" }), 404, "ROUTE_NOT_FOUND");
  });

  it("answers a method the path does not accept with the envelope", async () => {
    for (const method of ["DELETE", "PUT", "PATCH"] as const) {
      const error = expectEnvelope(
        await t.app.inject({ method, url: "/rest/app/init/", headers: CLIENT }),
        404,
        "ROUTE_NOT_FOUND",
      );
      expect(error.message).toBe(`No route for ${method} /rest/app/init/`);
    }
  });

  it("accepts a valid body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/test/echo/",
      headers: JSON_BODY,
      payload: JSON.stringify({ amount: 5 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount: 5 });
  });

  it("lists every problem of an invalid body in VALIDATION_FAILED details", async () => {
    const error = expectEnvelope(
      await t.app.inject({
        method: "POST",
        url: "/rest/test/echo/",
        headers: JSON_BODY,
        payload: JSON.stringify({ amount: -1.5, note: "far too long a note", extra: true }),
      }),
      400,
      "VALIDATION_FAILED",
    );
    expect(error.details?.map((detail) => detail.path).sort()).toEqual(["body", "body.amount", "body.note"]);
    for (const detail of error.details ?? []) expect(detail.message.length).toBeGreaterThan(0);
  });

  it("answers malformed JSON with BAD_REQUEST", async () => {
    for (const payload of ['{"amount": 5', ""]) {
      const error = expectEnvelope(
        await t.app.inject({ method: "POST", url: "/rest/test/echo/", headers: JSON_BODY, payload }),
        400,
        "BAD_REQUEST",
      );
      expect(error.message).toBe("The request body is not valid JSON.");
    }
  });

  it("answers a body over 1 MiB with PAYLOAD_TOO_LARGE", async () => {
    const payload = JSON.stringify({ amount: 1, note: "x".repeat(1024 * 1024) });
    expectEnvelope(
      await t.app.inject({ method: "POST", url: "/rest/test/echo/", headers: JSON_BODY, payload }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("answers a body in a format it does not read with UNSUPPORTED_MEDIA_TYPE", async () => {
    expectEnvelope(
      await t.app.inject({
        method: "POST",
        url: "/rest/test/echo/",
        headers: { ...CLIENT, "content-type": "application/xml" },
        payload: "<amount>5</amount>",
      }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
  });

  it("hides the cause of an unexpected failure behind INTERNAL_ERROR", async () => {
    const response = await t.app.inject({ url: "/rest/test/boom/" });
    const error = expectEnvelope(response, 500, "INTERNAL_ERROR");
    expect(error.message).toBe("Something went wrong on our side.");
    expect(response.body).not.toContain("secret");
  });

  it("never sends an answer that breaks its contract", async () => {
    const response = await t.app.inject({ url: "/rest/test/drift/" });
    expectEnvelope(response, 500, "INTERNAL_ERROR");
    expect(response.body).not.toContain("yes");
  });
});
