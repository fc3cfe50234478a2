import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { registeredEndpoints } from "./contract-route";

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

describe("API documentation", () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3.1 document of the running build", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("test-build");
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
  });

  it("lists every registered contract endpoint under its spec path and method", () => {
    const endpoints = registeredEndpoints(t.app);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(endpoints.map((e) => e.path))].sort());
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.path).toBe(endpoint.id);
      expect(Object.keys(operation?.responses ?? {}), endpoint.path).toEqual(["200", "default"]);
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/rest/request/handle/",
        "/rest/app/init/",
        "/api/rest/translations/{locale}",
        "/api/rest/static-info/",
        "/rest/page/info/{name}/",
      ]),
    );
  });

  it("names each endpoint's specific error codes", () => {
    const legalPage = document.paths["/rest/page/info/{name}/"]?.get?.responses.default as {
      description: string;
    };
    expect(legalPage.description).toContain("PAGE_NOT_FOUND");
  });

  it("serves a browsable HTML page", async () => {
    const response = await t.app.inject({ url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
    expect(response.body).toContain("swagger-ui");
  });
});

describe("the API document for game providers", () => {
  it("documents every seamless-wallet operation with its signature scheme, so a provider can integrate from it", async () => {
    const t = await createTestApp();
    try {
      const document = (await t.app.inject({ url: "/api/docs/json" })).json();
      for (const operation of ["authenticate", "balance", "bet", "win", "rollback", "end-round"]) {
        const post = document.paths[`/api/provider/{provider}/${operation}/`]?.post;
        expect(post, operation).toBeDefined();
        expect(post.requestBody.content["application/json"].schema).toBeDefined();
        expect(post.security, operation).toBeDefined();
      }
      expect(JSON.stringify(document.components.securitySchemes)).toMatch(/x-signature/i);
    } finally {
      await t.close();
    }
  });
});
