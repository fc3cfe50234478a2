// @vitest-environment happy-dom
import {
  addAllowedIpEndpoint,
  listAllowedIpsEndpoint,
  listGeoBlockReportsEndpoint,
  removeAllowedIpEndpoint,
} from "@casino/contracts/geo-restriction";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const WRITER = operatorMe({
  role: { id: "compliance", name: "Compliance" },
  permissions: ["compliance:write"],
});
const READER = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["compliance:read"] });
const OFFICE = {
  id: "3e9c6f4b-ad67-4a01-8c3d-4f5a6b7c8d93",
  cidr: "203.0.113.0/24",
  note: "Office",
  createdBy: "ops@casino.test",
  createdAt: "2026-11-28T10:00:00.000Z",
};
const REPORT = {
  id: "7",
  playerId: null,
  ip: "128.95.1.1",
  reason: "permission_denied" as const,
  jurisdiction: "US-WA",
  apps: ["web"],
  permission: "denied" as const,
  message: null,
  path: "/games",
  createdAt: "2026-11-29T08:00:00.000Z",
};

const api = () =>
  mockFetch()
    .on(listAllowedIpsEndpoint, { json: { allowedIps: [OFFICE] } })
    .on(listGeoBlockReportsEndpoint, { json: { reports: [REPORT] } });

describe("the Geo-blocking screen", () => {
  it("shows the allow-list and the block reports to a reader, without the means to change them", async () => {
    renderBackoffice(api(), { path: "/compliance/geo-blocking", me: READER });
    const allowed = await screen.findByRole("table", { name: "Addresses that pass the geo check" });
    await within(allowed).findByText("203.0.113.0/24");
    const reports = screen.getByRole("table", { name: "Visitors sent to the geoblock page, newest first" });
    const row = (await within(reports).findByText("Permission denied")).closest("tr") as HTMLElement;
    expect(within(row).getByText("US-WA")).toBeTruthy();
    expect(within(row).getByText("permission denied · /games")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Allow|Remove/ })).toBeNull();
  });

  it("filters the reports by reason", async () => {
    const mock = api();
    renderBackoffice(mock, { path: "/compliance/geo-blocking", me: READER });
    fireEvent.change(await screen.findByLabelText("Reason"), { target: { value: "timeout" } });
    await waitFor(() =>
      expect(
        mock.callsTo(listGeoBlockReportsEndpoint).some((call) => call.url.includes("reason=timeout")),
      ).toBe(true),
    );
  });

  it("allows an address, shows a refused one's error, and removes an entry", async () => {
    let attempts = 0;
    const mock = api()
      .on(addAllowedIpEndpoint, (call) => {
        attempts += 1;
        return attempts === 1
          ? failure(400, "VALIDATION_FAILED", "Enter an IP address or a CIDR range.")
          : { json: { ...OFFICE, id: "4fad7a5c-be78-4b12-9d4e-5a6b7c8d9ea4", ...(call.body as object) } };
      })
      .on(
        removeAllowedIpEndpoint,
        { json: { success: true } },
        `/api/backoffice/compliance/geo/allowed-ips/${OFFICE.id}/delete/`,
      );
    renderBackoffice(mock, { path: "/compliance/geo-blocking", me: WRITER });
    const form = await screen.findByRole("form", { name: "Allow an address" });
    fireEvent.change(within(form).getByLabelText(/^Address or range/), { target: { value: "not an ip" } });
    fireEvent.change(within(form).getByLabelText("Why"), { target: { value: "QA phone" } });
    fireEvent.click(within(form).getByRole("button", { name: "Allow" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Enter an IP address or a CIDR range."),
    );
    fireEvent.change(within(form).getByLabelText(/^Address or range/), { target: { value: "198.51.100.7" } });
    fireEvent.click(within(form).getByRole("button", { name: "Allow" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("198.51.100.7 now passes the geo check."),
    );
    expect(mock.callsTo(addAllowedIpEndpoint)[1]?.body).toEqual({ cidr: "198.51.100.7", note: "QA phone" });
    fireEvent.click(await screen.findByRole("button", { name: "Remove 203.0.113.0/24" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("203.0.113.0/24 is checked again."),
    );
  });
});
