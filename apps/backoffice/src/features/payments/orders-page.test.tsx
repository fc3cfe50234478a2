// @vitest-environment happy-dom
import {
  type BackofficePurchaseOrder,
  listPurchaseOrdersEndpoint,
  purchaseOrderEndpoint,
  refundPurchaseOrderEndpoint,
} from "@casino/contracts/payments";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);
configure({ asyncUtilTimeout: 4000 });

const FINANCE = operatorMe({ role: { id: "finance", name: "Finance" }, permissions: ["cash:write"] });
const SUPPORT = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["cash:read"] });

const ORDER: BackofficePurchaseOrder = {
  id: "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
  status: "completed",
  presetId: 11,
  offerType: "preset",
  title: "Starter",
  coins: 10000,
  entries: 10,
  amount: 1234.5,
  amountCents: 123450,
  currency: "USD",
  methodId: "card",
  failureCode: null,
  message: null,
  tryNextMethod: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  completedAt: "2026-11-25T10:00:05.000Z",
  refundedAt: null,
  depositsCount: 1,
  playerId: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  playerEmail: "pat@example.test",
  brandId: "tao",
  orderKey: "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
  provider: "sandbox",
  providerPaymentId: "pay_123",
  updatedAt: "2026-11-25T10:00:05.000Z",
};
const EVENTS = [
  {
    id: "1",
    fromStatus: null,
    toStatus: "created" as const,
    source: "player",
    providerEventId: null,
    details: {},
    createdAt: "2026-11-25T10:00:00.000Z",
  },
  {
    id: "2",
    fromStatus: "pending" as const,
    toStatus: "completed" as const,
    source: "webhook",
    providerEventId: "evt_1",
    details: { cardLast4: "4242" },
    createdAt: "2026-11-25T10:00:05.000Z",
  },
];
const DETAIL_PATH = `/api/backoffice/cash/orders/${ORDER.id}/`;
const REFUND_PATH = `${DETAIL_PATH}refund/`;

describe("the Orders screen", () => {
  it("asks for the URL's filters (UTC days, `to` included) and lists the page with exact amounts", async () => {
    const mock = mockFetch().on(listPurchaseOrdersEndpoint, { json: { orders: [ORDER], total: 1 } });
    renderBackoffice(mock, {
      path: `/cash/orders?status=completed&brand=tao&playerId=${ORDER.playerId}&q=pat&from=2026-11-20&to=2026-11-25`,
      me: SUPPORT,
    });
    const table = await screen.findByRole("table", { name: "Purchase orders, newest first" });
    const row = (await within(table).findByText("pat@example.test")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("$1,234.50");
    expect(row.textContent).toContain("Completed");
    const url = new URL(mock.callsTo(listPurchaseOrdersEndpoint)[0]?.url ?? "", "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: "completed",
      brandId: "tao",
      playerId: ORDER.playerId,
      q: "pat",
      from: "2026-11-20T00:00:00.000Z",
      to: "2026-11-26T00:00:00.000Z",
      page: "1",
      pageSize: "25",
    });
  });

  it("puts a new search into the URL, and refuses a range that ends before it starts without asking", async () => {
    const mock = mockFetch().on(listPurchaseOrdersEndpoint, { json: { orders: [], total: 0 } });
    const { router } = renderBackoffice(mock, { path: "/cash/orders", me: SUPPORT });
    const form = await screen.findByRole("form", { name: "Search orders" });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "refunded" } });
    fireEvent.change(within(form).getByLabelText("From (UTC day)"), { target: { value: "2026-11-25" } });
    fireEvent.change(within(form).getByLabelText("To (UTC day, included)"), {
      target: { value: "2026-11-20" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toContain("status=refunded"));
    expect((await screen.findByRole("alert")).textContent).toBe("“From” must not be after “To”.");
    expect(mock.callsTo(listPurchaseOrdersEndpoint).some((call) => call.url.includes("refunded"))).toBe(
      false,
    );
  });
});

describe("an order's page", () => {
  const api = () =>
    mockFetch().on(purchaseOrderEndpoint, { json: { order: ORDER, events: EVENTS } }, DETAIL_PATH);

  it("shows the order and its history; a reader gets no refund", async () => {
    renderBackoffice(api(), { path: `/cash/orders/${ORDER.id}`, me: SUPPORT });
    const history = await screen.findByRole("table", { name: "Steps of the order" });
    const rows = within(history)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[1]).toContain("Created");
    expect(rows[2]).toContain("Pending → Completed");
    expect(rows[2]).toContain("cardLast4: 4242");
    expect(screen.getByText("pay_123")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("asks for a reason, then confirms naming the amount and what is taken back, then refunds", async () => {
    const refunded = { ...ORDER, status: "refunded" as const, refundedAt: "2026-11-26T09:00:00.000Z" };
    const mock = api().on(
      refundPurchaseOrderEndpoint,
      { json: { order: refunded, events: [...EVENTS] } },
      REFUND_PATH,
    );
    renderBackoffice(mock, { path: `/cash/orders/${ORDER.id}`, me: FINANCE });
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    await screen.findByText("Say why the order is refunded.");
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.change(screen.getByLabelText("Reason for the refund"), { target: { value: "Charged twice" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund $1,234.50?" });
    expect(dialog.textContent).toContain(
      "$1,234.50 goes back to pat@example.test through sandbox, and 10,000 Coins and 10.00 Entries leave the player's balance.",
    );
    expect(dialog.textContent).toContain("Reason: Charged twice");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund $1,234.50" }));
    await screen.findByText(
      "Refunded $1,234.50 to pat@example.test; 10,000 Coins and 10.00 Entries taken back.",
    );
    expect(screen.getByText("This order has been refunded.")).toBeTruthy();
    expect(mock.callsTo(refundPurchaseOrderEndpoint, REFUND_PATH)[0]?.body).toEqual({
      reason: "Charged twice",
    });
  });

  it("explains a refund refused because the player no longer holds what the order credited", async () => {
    const mock = api().on(
      refundPurchaseOrderEndpoint,
      failure(409, "REFUND_EXCEEDS_BALANCE", "The player's balance is below the refund."),
      REFUND_PATH,
    );
    renderBackoffice(mock, { path: `/cash/orders/${ORDER.id}`, me: FINANCE });
    fireEvent.change(await screen.findByLabelText("Reason for the refund"), { target: { value: "Fraud" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund $1,234.50" }));
    await waitFor(() =>
      expect(
        screen.getByRole("region", { name: "Refund" }).querySelector("[role=alert]")?.textContent,
      ).toContain("the player no longer holds the coins and entries this order credited"),
    );
  });

  it("explains an order that is no longer refundable and shows it as it stands now", async () => {
    let reads = 0;
    const mock = mockFetch()
      .on(
        purchaseOrderEndpoint,
        () => {
          reads += 1;
          const order = reads === 1 ? ORDER : { ...ORDER, status: "refunded" as const };
          return { json: { order, events: EVENTS } };
        },
        DETAIL_PATH,
      )
      .on(refundPurchaseOrderEndpoint, failure(409, "ORDER_NOT_REFUNDABLE", "Not refundable."), REFUND_PATH);
    renderBackoffice(mock, { path: `/cash/orders/${ORDER.id}`, me: FINANCE });
    fireEvent.change(await screen.findByLabelText("Reason for the refund"), { target: { value: "Fraud" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund $1,234.50" }));
    await screen.findByText("This order has been refunded.");
    expect(screen.getByRole("region", { name: "Refund" }).textContent).toContain(
      "only a completed order can be refunded",
    );
  });
});
