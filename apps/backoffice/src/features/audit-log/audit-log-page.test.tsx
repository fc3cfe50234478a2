// @vitest-environment happy-dom
import { searchAuditLogEndpoint } from "@casino/contracts/audit-log";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const COMPLIANCE = operatorMe({
  permissions: ["audit:read"],
  role: { id: "compliance", name: "Compliance" },
});
const ENTRY = {
  seq: 12,
  occurredAt: "2026-11-20T10:00:00.000Z",
  operatorId: "0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  operatorEmail: "ann@casino.test",
  action: "createOperator",
  targetType: "operator",
  targetId: "op-1",
  before: null,
  after: { roleId: "finance" },
  ip: "203.0.113.9",
  requestId: "r",
  hash: "a".repeat(64),
};

describe("the audit log screen", () => {
  it("searches with the URL's filters, links older entries and a CSV export of the same filters", async () => {
    const api = mockFetch().on(searchAuditLogEndpoint, { json: { entries: [ENTRY], nextBefore: 12 } });
    renderBackoffice(api, { path: "/audit?action=createOperator&targetType=operator", me: COMPLIANCE });
    expect(await screen.findByText("ann@casino.test")).toBeTruthy();
    expect(api.callsTo(searchAuditLogEndpoint)[0]?.url).toBe(
      "/api/backoffice/audit/?action=createOperator&targetType=operator&limit=50",
    );
    const csv = screen.getByRole("link", { name: "Export CSV" });
    expect(csv.getAttribute("href")).toBe(
      "/api/backoffice/audit/export.csv?action=createOperator&targetType=operator",
    );
    expect(screen.getByRole("link", { name: "Older entries" }).getAttribute("href")).toContain("before=12");
  });
});
