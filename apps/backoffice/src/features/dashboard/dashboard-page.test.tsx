// @vitest-environment happy-dom
import { dashboardEndpoint } from "@casino/contracts/dashboard";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ME = operatorMe({ permissions: ["dashboard:read"], role: { id: "marketing", name: "Marketing" } });
const FIGURES = {
  from: "2026-11-20",
  to: "2026-11-21",
  brand: "tao",
  totals: {
    players: 1234,
    signUps: 2,
    activePlayers: 3,
    byCurrency: [
      { currency: "coins", rounds: 4, activePlayers: 2, stake: "180", win: "35", ggr: "145" },
      { currency: "entries", rounds: 1, activePlayers: 1, stake: "25000", win: "100000", ggr: "-75000" },
    ],
    purchases: { purchases: 3, amountCents: "123497", refunds: 1, refundedCents: "999" },
    redemptions: { requested: 2, requestedAmount: "7500", paid: 1, paidAmount: "5000" },
  },
  playersByBrand: [{ brand: "tao", players: 1234 }],
  signUps: [{ day: "2026-11-20", brand: "tao", signUps: 2 }],
  play: [
    {
      day: "2026-11-20",
      brand: "tao",
      currency: "entries",
      rounds: 1,
      activePlayers: 1,
      stake: "25000",
      win: "100000",
      ggr: "-75000",
    },
  ],
  purchases: [
    { day: "2026-11-20", brand: "tao", purchases: 2, amountCents: "122498", refunds: 0, refundedCents: "0" },
    { day: "2026-11-21", brand: "tao", purchases: 1, amountCents: "999", refunds: 1, refundedCents: "999" },
  ],
  redemptions: [
    { day: "2026-11-21", brand: "tao", requested: 2, requestedAmount: "7500", paid: 1, paidAmount: "5000" },
  ],
};

describe("the dashboard screen", () => {
  it("asks for the range and brand of the URL and shows the figures with exact amounts", async () => {
    const api = mockFetch().on(dashboardEndpoint, { json: FIGURES });
    renderBackoffice(api, { path: "/dashboard?from=2026-11-20&to=2026-11-21&brand=tao", me: ME });
    expect((await screen.findByRole("region", { name: "Players" })).textContent).toContain("1,234");
    expect(screen.getByRole("region", { name: "GGR, entries" }).textContent).toContain("-750.00");
    expect(screen.getByRole("region", { name: "GGR, coins" }).textContent).toContain("145");
    expect(await screen.findByText("Stake, win and GGR per day, entries")).toBeTruthy();
    expect(api.callsTo(dashboardEndpoint)[0]?.url).toBe(
      "/api/backoffice/dashboard/?from=2026-11-20&to=2026-11-21&brand=tao",
    );
  });

  it("shows purchases and redemptions per day and brand, with exact totals", async () => {
    const api = mockFetch().on(dashboardEndpoint, { json: FIGURES });
    renderBackoffice(api, { path: "/dashboard?from=2026-11-20&to=2026-11-21&brand=tao", me: ME });
    const purchases = await screen.findByRole("region", { name: "Purchases" });
    expect(purchases.textContent).toContain("$1,234.97");
    expect(purchases.textContent).toContain("3 completed");
    expect(screen.getByRole("region", { name: "Refunds" }).textContent).toContain("$9.99");
    expect(screen.getByRole("region", { name: "Redemptions requested" }).textContent).toContain("75.00");
    expect(screen.getByRole("region", { name: "Redemptions paid" }).textContent).toContain("50.00");
    const table = screen.getByRole("table", { name: "Purchases and redemptions per day and brand" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      "2026-11-20tao2$1,224.980$0.0000.0000.00",
      "2026-11-21tao1$9.991$9.99275.00150.00",
    ]);
    expect(await screen.findByText("Purchases (US dollars) and redemptions (winnings) per day")).toBeTruthy();
  });

  it("puts a new range into the URL, so the view can be shared", async () => {
    const api = mockFetch().on(dashboardEndpoint, { json: FIGURES });
    const { router } = renderBackoffice(api, { path: "/dashboard", me: ME });
    await screen.findByRole("region", { name: "Players" });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(router.state.location.search).toContain("from=2026-11-01"));
  });

  it("says so when the server refuses the range", async () => {
    const api = mockFetch().on(
      dashboardEndpoint,
      failure(400, "VALIDATION_FAILED", "The dashboard covers at most 92 days."),
    );
    renderBackoffice(api, { path: "/dashboard?from=2026-01-01&to=2026-11-21", me: ME });
    expect((await screen.findByRole("alert")).textContent).toContain("at most 92 days");
  });
});
