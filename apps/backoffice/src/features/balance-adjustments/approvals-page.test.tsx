// @vitest-environment happy-dom
import {
  approveAdjustmentEndpoint,
  type BalanceAdjustment,
  listAdjustmentsEndpoint,
} from "@casino/contracts/balance-adjustments";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ME = operatorMe({ role: { id: "finance", name: "Finance" }, permissions: ["adjustments:write"] });
const PENDING: BalanceAdjustment = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  playerId: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  currency: "entries",
  amount: "75.00",
  reason: "Lost win",
  status: "PENDING",
  requestedBy: { id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", name: "Sam Support" },
  requestedAt: "2026-11-25T10:00:00.000Z",
  decidedBy: null,
  decidedAt: null,
  ledgerTransactionId: null,
};
const MINE: BalanceAdjustment = {
  ...PENDING,
  id: "0a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  reason: "My own",
  requestedBy: { id: ME.id, name: ME.name },
};
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;
const approvePath = `/api/backoffice/adjustments/${PENDING.id}/approve/`;

describe("the adjustments approval list", () => {
  it("lists pending adjustments by default and never offers to decide one's own", async () => {
    const api = mockFetch().on(listAdjustmentsEndpoint, { json: { adjustments: [PENDING, MINE], total: 2 } });
    renderBackoffice(api, { path: "/adjustments", me: ME });
    await screen.findByText("Lost win");
    expect(
      new URL(api.callsTo(listAdjustmentsEndpoint)[0]?.url ?? "", "http://x").searchParams.get("status"),
    ).toBe("PENDING");
    expect(within(rowOf("My own")).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(rowOf("My own")).getByText("Yours: another operator decides")).toBeTruthy();
    expect(within(rowOf("Lost win")).getByRole("button", { name: "Approve" })).toBeTruthy();
  });

  it("approves once the server has, then reloads the list from it", async () => {
    let list = [PENDING];
    const api = mockFetch()
      .on(listAdjustmentsEndpoint, () => ({ json: { adjustments: list, total: list.length } }))
      .on(
        approveAdjustmentEndpoint,
        () => {
          list = [];
          return { json: { ...PENDING, status: "POSTED", decidedBy: { id: ME.id, name: ME.name } } };
        },
        approvePath,
      );
    renderBackoffice(api, { path: "/adjustments", me: ME });
    await screen.findByText("Lost win");
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByText("Lost win")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("75.00 entries: approved and posted.");
    expect(api.callsTo(approveAdjustmentEndpoint, approvePath)).toHaveLength(1);
  });

  it("shows the server's refusal (already decided) and keeps the row", async () => {
    const api = mockFetch()
      .on(listAdjustmentsEndpoint, { json: { adjustments: [PENDING], total: 1 } })
      .on(
        approveAdjustmentEndpoint,
        failure(409, "CONFLICT", "This adjustment is already posted."),
        approvePath,
      );
    renderBackoffice(api, { path: "/adjustments", me: ME });
    await screen.findByText("Lost win");
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This adjustment is already posted."),
    );
    expect(screen.getByText("Lost win")).toBeTruthy();
  });
});
