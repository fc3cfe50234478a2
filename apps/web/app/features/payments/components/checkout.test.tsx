// @vitest-environment happy-dom
import {
  createOrderEndpoint,
  orderEndpoint,
  PAYMENT_FAILED_MESSAGE,
  type PurchaseOrder,
  paymentMethodsEndpoint,
  refreshOrderStatusEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnalyticsEvent, analytics } from "../../../lib/analytics";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import type { CheckoutOutcome } from "../model/checkout-types";
import { forgetFailure, lastFailedOrder } from "../model/last-failure";
import {
  METHODS,
  ORDER_ID,
  order,
  paymentsDictionary,
  postFromCashIframe,
  SELECTION,
} from "../test-support/payments-fixtures";
import { Checkout } from "./checkout";

let events: AnalyticsEvent[] = [];
let stopListening = () => {};
beforeEach(() => {
  events = [];
  stopListening = analytics.subscribe((event) => events.push(event));
  forgetFailure();
});
afterEach(() => {
  stopListening();
  cleanup();
  vi.unstubAllGlobals();
});

const CHECKOUT_URL = `/payments/sandbox/checkout/${ORDER_ID}`;

/** The API of one checkout: the order answers whatever `current` says when it is looked at. */
function checkoutApi(current: { order: PurchaseOrder }) {
  return mockApi()
    .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
    .on(createOrderEndpoint, () => ({ order: current.order, checkoutUrl: CHECKOUT_URL }))
    .on(orderEndpoint, () => ({ order: current.order }), { id: ORDER_ID })
    .install();
}

function renderCheckout(methodId?: string) {
  const onOutcome = vi.fn<(outcome: CheckoutOutcome) => void>();
  const rendered = renderApp(<Checkout selection={SELECTION} methodId={methodId} onOutcome={onOutcome} />, {
    dictionary: paymentsDictionary,
    appInit: playerAppInit(),
  });
  return { onOutcome, ...rendered };
}

const payButton = () => screen.findByRole("button", { name: "Pay $9.99" });

async function payAndOpenTheForm() {
  fireEvent.click(await payButton());
  const frame = await screen.findByTitle("Secure payment form");
  expect(frame.getAttribute("src")).toBe(CHECKOUT_URL);
}

describe("the checkout of a package", () => {
  it("opens the provider's form and, once the order completes, reports it and refreshes the balances", async () => {
    const current = { order: order() };
    const api = checkoutApi(current);
    const { onOutcome, queryClient } = renderCheckout();
    // A store list on screen, under the store's key prefix.
    queryClient.setQueryData(["store", "available-sets"], { packages: [] });
    queryClient.setQueryData(["player-balance"], {});
    expect((await screen.findByRole("radio", { name: "Card" })).matches(":checked")).toBe(true);
    await payAndOpenTheForm();
    const [body] = api.bodiesOf(createOrderEndpoint) as { orderKey: string }[];
    expect(body).toMatchObject({ presetId: 12, offerType: "preset", methodId: "card" });
    expect(body?.orderKey).toMatch(/^[0-9a-f-]{36}$/);

    current.order = order({ status: "completed", completedAt: "2026-12-01T10:01:00.000Z", depositsCount: 1 });
    postFromCashIframe("completed");
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: "completed", orderId: ORDER_ID }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(["app-init"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["player-balance"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["store", "available-sets"])?.isInvalidated).toBe(true);
    expect(events.map((event) => event.name)).toEqual([
      "send_form",
      "deposit",
      "payment_complete",
      "purchase",
    ]);
    expect(events[2]?.data).toMatchObject({
      orderId: ORDER_ID,
      amountCents: "999",
      coins: "50000",
      entries: "2550",
    });
  });

  it("follows the order by polling while the form is open", async () => {
    const current = { order: order() };
    checkoutApi(current);
    const { onOutcome } = renderCheckout();
    await payAndOpenTheForm();
    current.order = order({ status: "completed" });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: "completed", orderId: ORDER_ID }), {
      timeout: 4000,
    });
  });

  it("reports a failed payment with the default message when the provider gave none", async () => {
    const current = { order: order() };
    checkoutApi(current);
    const { onOutcome } = renderCheckout();
    await payAndOpenTheForm();
    current.order = order({ status: "failed", failureCode: "processing_error" });
    postFromCashIframe("failed");
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({ kind: "failed", message: PAYMENT_FAILED_MESSAGE }),
    );
    expect(lastFailedOrder()).toMatchObject({ id: ORDER_ID, status: "failed" });
    expect(events.at(-1)).toMatchObject({
      name: "error",
      data: { code: "processing_error", orderId: ORDER_ID, amountCents: "999" },
    });
  });

  it("reports a decline with the next method the provider offers", async () => {
    const current = { order: order() };
    checkoutApi(current);
    const { onOutcome } = renderCheckout();
    await payAndOpenTheForm();
    current.order = order({
      status: "declined",
      failureCode: "card_declined",
      message: "Your card was declined.",
      tryNextMethod: "bank",
    });
    postFromCashIframe("declined");
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        kind: "declined",
        presetId: 12,
        offerType: "preset",
        tryNextMethod: "bank",
      }),
    );
  });

  it("ignores a status message from another origin", async () => {
    const current = { order: order() };
    const api = checkoutApi(current);
    const { onOutcome } = renderCheckout();
    await payAndOpenTheForm();
    const looks = () => api.calls.filter((call) => call.path === `/rest/cash/orders/${ORDER_ID}/`).length;
    const before = looks();
    current.order = order({ status: "completed" });
    postFromCashIframe("completed", "https://evil.example");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(looks()).toBe(before);
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it("sends one order key for the whole attempt: a double click and a retry after a network error reuse it", async () => {
    let isOffline = true;
    const api = mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .on(createOrderEndpoint, () => {
        if (isOffline) throw new Error("offline");
        return { order: order(), checkoutUrl: CHECKOUT_URL };
      })
      .on(orderEndpoint, () => ({ order: order() }), { id: ORDER_ID })
      .install();
    renderCheckout();
    const pay = await payButton();
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText("The server could not be reached.")).toBeTruthy();
    expect(api.bodiesOf(createOrderEndpoint)).toHaveLength(1);
    isOffline = false;
    fireEvent.click(await payButton());
    await screen.findByTitle("Secure payment form");
    const keys = (api.bodiesOf(createOrderEndpoint) as { orderKey: string }[]).map((body) => body.orderKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it("starts a new attempt, with a new key, when the player picks another method", async () => {
    let isOffline = true;
    const api = mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .on(createOrderEndpoint, () => {
        if (isOffline) throw new Error("offline");
        return { order: order({ methodId: "bank" }), checkoutUrl: CHECKOUT_URL };
      })
      .on(orderEndpoint, () => ({ order: order() }), { id: ORDER_ID })
      .install();
    renderCheckout();
    fireEvent.click(await payButton());
    await screen.findByText("The server could not be reached.");
    isOffline = false;
    fireEvent.click(screen.getByRole("radio", { name: "Bank transfer" }));
    fireEvent.click(await payButton());
    await screen.findByTitle("Secure payment form");
    const bodies = api.bodiesOf(createOrderEndpoint) as { orderKey: string; methodId: string }[];
    expect(bodies.map((body) => body.methodId)).toEqual(["card", "bank"]);
    expect(bodies[0]?.orderKey).not.toBe(bodies[1]?.orderKey);
  });

  it("preselects the method the failed page offers", async () => {
    checkoutApi({ order: order() });
    renderCheckout("bank");
    expect((await screen.findByRole("radio", { name: "Bank transfer" })).matches(":checked")).toBe(true);
  });

  it("shows the server's refusal before any charge in place, with the way back", async () => {
    mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .on(createOrderEndpoint, () => ({ status: 403, code: "PURCHASE_LIMIT_EXCEEDED" }))
      .install();
    const { onOutcome } = renderCheckout();
    fireEvent.click(await payButton());
    const title = await screen.findByText("This purchase would go over your purchase limit.");
    const alert = title.closest('[role="alert"]') as HTMLElement;
    // The server's own message (the mock's is the code) says which limit.
    expect(alert.textContent).toContain("PURCHASE_LIMIT_EXCEEDED");
    expect(screen.queryByTitle("Secure payment form")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Back to packages" }));
    expect(onOutcome).toHaveBeenCalledWith({ kind: "cancelled" });
  });

  it("asks the provider for the status when the player presses Check status", async () => {
    const api = checkoutApi({ order: order() });
    const refreshed = { status: "pending" as PurchaseOrder["status"] };
    api.on(refreshOrderStatusEndpoint, () => ({ order: order({ status: refreshed.status }) }), {
      id: ORDER_ID,
    });
    const { onOutcome } = renderCheckout();
    await payAndOpenTheForm();
    fireEvent.click(screen.getByRole("button", { name: "Check status" }));
    await screen.findByText("The payment provider has not confirmed the payment yet.");
    refreshed.status = "completed";
    fireEvent.click(screen.getByRole("button", { name: "Check status" }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: "completed", orderId: ORDER_ID }));
  });
});
