import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as contracts from "@casino/contracts";
import { type Endpoint, PERMISSIONS, type Permission } from "@casino/contracts";
import { describe, expect, it } from "vitest";

/**
 * Issue #11: "a test fails when a new back-office route writes without auditing". At run time the route
 * layer answers 500 to a back-office write that appended nothing (backoffice-access.ts); this test makes
 * sure that run time is reached: every mutating back-office endpoint must have a test that calls
 * `expectAudited(<db>, <its contract constant>, …)`, so a new write without one fails here by name.
 */

const SERVER_SOURCE = fileURLToPath(new URL("../..", import.meta.url));

/** Contract exports that are back-office endpoints needing a permission and not GET: the audited writes. */
function mutatingBackofficeEndpoints(exports: Record<string, unknown>) {
  const permissions = new Set<string>(PERMISSIONS);
  return Object.entries(exports).flatMap(([name, value]) => {
    const endpoint = value as Partial<Endpoint> | null;
    if (typeof endpoint !== "object" || endpoint === null || typeof endpoint.access !== "string") return [];
    if (!permissions.has(endpoint.access) || endpoint.method === "GET") return [];
    return [{ name, endpoint: endpoint as Endpoint & { access: Permission } }];
  });
}

/** The problems, one line each: a constant not named `${id}Endpoint`, or a write no test proves audited. */
function auditCoverageProblems(
  endpoints: readonly { name: string; endpoint: Endpoint }[],
  testSources: readonly { file: string; text: string }[],
) {
  return endpoints.flatMap(({ name, endpoint }) => {
    const expected = `${endpoint.id}Endpoint`;
    if (name !== expected) {
      return [
        `${name}: a back-office endpoint's constant is named after its id (${expected}), so its audit test can be found`,
      ];
    }
    const call = new RegExp(`expectAudited\\(\\s*[\\w.]+\\s*,\\s*${name}\\b`);
    if (testSources.some(({ text }) => call.test(text))) return [];
    return [
      `${name} (${endpoint.method} ${endpoint.path}, ${endpoint.access}) changes something, but no test under apps/server/src calls expectAudited(db, ${name}, …)`,
    ];
  });
}

function testSourcesUnder(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.split(/[/\\]/).includes("node_modules"))
    .map((file) => ({
      file: relative(SERVER_SOURCE, join(folder, file)),
      text: readFileSync(join(folder, file), "utf8"),
    }));
}

describe("every back-office write is proven audited by a test", () => {
  const endpoints = mutatingBackofficeEndpoints(contracts as Record<string, unknown>);

  it("finds the back-office writes of the contracts", () => {
    expect(endpoints.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["createOperatorEndpoint", "saveRoleEndpoint"]),
    );
    expect(endpoints.every(({ endpoint }) => endpoint.method !== "GET")).toBe(true);
  });

  it("each has a test calling expectAudited with its contract constant", () => {
    expect(auditCoverageProblems(endpoints, testSourcesUnder(SERVER_SOURCE))).toEqual([]);
  });

  it("names a write without an audit test, and a constant that breaks the naming convention", () => {
    const write = (id: string) =>
      ({ id, method: "POST", path: `/api/backoffice/${id}/`, access: "players:write" }) as Endpoint;
    const problems = auditCoverageProblems(
      [
        { name: "suspendPlayerEndpoint", endpoint: write("suspendPlayer") },
        { name: "banEndpoint", endpoint: write("banPlayer") },
        { name: "noteEndpoint", endpoint: write("note") },
      ],
      [
        { file: "a.test.ts", text: "await expectAudited(t.db, noteEndpoint, { operatorId });" },
        { file: "b.test.ts", text: "await expectAudited(t.db, suspendPlayerEndpointOld, {});" },
      ],
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^suspendPlayerEndpoint \(POST \/api\/backoffice\/suspendPlayer\/, players:write\)/,
      ),
      expect.stringMatching(/^banEndpoint: .*\(banPlayerEndpoint\)/),
    ]);
  });
});
