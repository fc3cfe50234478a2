import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFastifyPath } from "../platform/http/contract-route";
import { createTestApp } from "../test-support/test-app";
import { checkOperation } from "./matrix-checks";
import { createMatrixFixture, MATRIX_ENV, type MatrixFixture } from "./matrix-fixture";
import { type OpenApiDocument, operationsOf } from "./openapi-operations";
import { OWNER_SCOPE, ROLE_RESTRICTED } from "./owner-scope";
import { registeredRoutes } from "./registered-routes";

/**
 * Security issue #8, item 8: guest, player A, player B, an affiliate and another brand's player against
 * every operation of the served OpenAPI document. The operations come from the document at collection time,
 * so a route is in the matrix the day it is documented, and the document must list every API route.
 */
const t = await createTestApp({ env: MATRIX_ENV });
const document = (await t.app.inject({ url: "/api/docs/json" })).json() as OpenApiDocument;
const operations = operationsOf(document);

/** Where API routes live; the docs pages themselves are the one undocumented part. */
const API_PREFIXES = ["/rest/", "/api/", "/games/api/"];
const UNDOCUMENTED_PREFIXES = ["/api/docs"];

let fx: MatrixFixture;
beforeAll(async () => {
  fx = await createMatrixFixture(t);
});
afterAll(() => t.close());

describe("the API document the matrix is built from", () => {
  it("lists every API route the server answers", () => {
    const documented = new Set(operations.map((op) => `${op.method} ${toFastifyPath(op.path)}`));
    const missing = registeredRoutes(t.app)
      .filter(({ method, url }) => method !== "HEAD" && API_PREFIXES.some((prefix) => url.startsWith(prefix)))
      .filter(({ url }) => !UNDOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix)))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !documented.has(route));
    expect(missing, "routes missing from /api/docs/json (register them through registerEndpoint)").toEqual(
      [],
    );
  });

  it("answers every documented operation with a route", () => {
    const registered = new Set(registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`));
    const unserved = operations
      .map((op) => `${op.method} ${toFastifyPath(op.path)}`)
      .filter((route) => !registered.has(route));
    expect(unserved).toEqual([]);
  });

  it("has an operation for every entry of the owner and role tables", () => {
    const ids = new Set(operations.map((op) => op.id));
    const stale = [...Object.keys(OWNER_SCOPE), ...Object.keys(ROLE_RESTRICTED)].filter((id) => !ids.has(id));
    expect(stale, "entries for operations the document no longer has").toEqual([]);
  });

  it("marks with FORBIDDEN exactly the role-restricted player routes the matrix knows", () => {
    const restricted = operations
      .filter((op) => op.auth === "player" && op.errorCodes.includes("FORBIDDEN"))
      .map((op) => op.id)
      .sort();
    expect(restricted, "add the role of each such route to ROLE_RESTRICTED in owner-scope.ts").toEqual(
      Object.keys(ROLE_RESTRICTED).sort(),
    );
  });
});

describe("authorization matrix: guest, player A, player B, affiliate, another brand's player", () => {
  const labelled = operations.map((op) => [`${op.method} ${op.path} (${op.auth}, ${op.id})`, op] as const);
  it.each(labelled)("%s", async (_label, operation) => {
    expect(await checkOperation(t.app, fx, operation)).toEqual([]);
  });
});
