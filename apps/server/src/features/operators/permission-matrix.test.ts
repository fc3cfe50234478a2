import { allows, BACKOFFICE_MODULES, type Endpoint, PERMISSIONS, type Permission } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredEndpoints } from "../../platform/http/contract-route";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/** A value for every `{param}` of a path: valid in shape often enough, and never anything's real id. */
const NOBODY = "00000000-0000-4000-8000-000000000000";

/**
 * Issue #11: every back-office route × every role. A role without the route's permission gets 403 before
 * its input is read; a role with it never gets 401 or 403 (the empty input then answers 400, 404 or 200).
 * The routes are the app's own list, so a route added later is in the matrix without anyone adding it.
 */
describe("the back office's permission matrix", () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  const operators = new Map<string, { operator: TestOperator; permissions: Permission[] }>();

  beforeAll(async () => {
    t = await createTestApp();
    endpoints = registeredEndpoints(t.app).filter(
      (endpoint) =>
        endpoint.access !== undefined && endpoint.access !== "signing-in" && endpoint.access !== "anyone",
    );
    await t.db.query("insert into operator_role (id, name) values ('nothing', 'No permission at all')");
    await t.db.query(
      "insert into operator_role (id, name) values ('readers', 'Read everything'), ('writers', 'Write everything')",
    );
    for (const module of BACKOFFICE_MODULES) {
      await t.db.query("insert into operator_role_permission values ('readers', $1), ('writers', $2)", [
        `${module}:read`,
        `${module}:write`,
      ]);
    }
    const roles = await t.db.query<{ id: string; permissions: Permission[] }>(
      `select r.id, coalesce(array_agg(p.permission) filter (where p.permission is not null), '{}') as permissions
       from operator_role r left join operator_role_permission p on p.role_id = r.id group by r.id`,
    );
    for (const role of roles) {
      operators.set(role.id, {
        operator: await createTestOperator(t.db, { roleId: role.id }),
        permissions: role.permissions,
      });
    }
  });
  afterAll(() => t.close());

  const call = (endpoint: Endpoint, cookie: string | null) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(/\{\w+\}/g, NOBODY),
      headers: backofficeHeaders(cookie ? { cookie } : null),
      ...(endpoint.method === "GET" ? {} : { payload: {} }),
    });

  it("covers the built-in roles, a role with nothing, and every permission", () => {
    expect([...operators.keys()].sort()).toEqual(
      ["admin", "compliance", "finance", "marketing", "nothing", "readers", "support", "writers"].sort(),
    );
    expect(PERMISSIONS).toHaveLength(BACKOFFICE_MODULES.length * 2);
    expect(endpoints.length).toBeGreaterThan(5);
  });

  it("refuses every back-office route without an operator session, a player's included", async () => {
    const player = await createTestPlayer(t.db);
    for (const endpoint of endpoints) {
      for (const cookie of [null, player.cookie]) {
        const response = await call(endpoint, cookie);
        expect([endpoint.id, response.statusCode, response.json().error?.code]).toEqual([
          endpoint.id,
          401,
          "UNAUTHENTICATED",
        ]);
      }
    }
  });

  it("answers 403 exactly where the role lacks the route's permission", async () => {
    const mismatches: string[] = [];
    for (const endpoint of endpoints) {
      // Signing out would end the session the rest of the matrix uses; its access is any operator's.
      if (endpoint.access === "signed-in" && endpoint.method !== "GET") continue;
      for (const [roleId, { operator, permissions }] of operators) {
        const response = await call(endpoint, operator.cookie);
        const isAllowed = allows(permissions, endpoint.access ?? "signed-in");
        const gotForbidden = response.statusCode === 403;
        if (response.statusCode === 401 || isAllowed === gotForbidden) {
          mismatches.push(
            `${endpoint.id} as ${roleId}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
