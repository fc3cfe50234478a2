// @vitest-environment happy-dom
import { orderEndpoint, paymentMethodsEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { showToast } from "../../../lib/toasts";
import { forgetFailure, rememberFailure } from "../model/last-failure";
import { ORDER_STATUS_MESSAGE } from "../model/order-message";
import { METHODS, ORDER_ID, order, paymentsDictionary } from "../test-support/payments-fixtures";
import { CashIframeStatus } from "./cash-iframe-status";
import { PurchaseFailed } from "./purchase-failed";
import { PurchaseSuccess } from "./purchase-success";

vi.mock("../../../lib/toasts", () => ({ showToast: vi.fn() }));

beforeEach(() => forgetFailure());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

const options = { dictionary: paymentsDictionary, appInit: playerAppInit() };

function renderFailed(props: Partial<Parameters<typeof PurchaseFailed>[0]> = {}) {
  const onRetry = vi.fn();
  const onBackToPackages = vi.fn();
  renderApp(
    <PurchaseFailed
      presetId={null}
      offerType={null}
      methodId={null}
      onRetry={onRetry}
      onBackToPackages={onBackToPackages}
      {...props}
    />,
    options,
  );
  return { onRetry, onBackToPackages };
}

describe("the failed page", () => {
  it("offers the next method of a decline and retries with it", async () => {
    mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .install();
    rememberFailure(order({ status: "declined", message: "Your card was declined.", tryNextMethod: "bank" }));
    const { onRetry, onBackToPackages } = renderFailed({
      presetId: 12,
      offerType: "preset",
      methodId: "bank",
    });
    expect(await screen.findByRole("heading", { name: "Payment declined" })).toBeTruthy();
    expect(screen.getByText("Your card was declined.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Try again with Bank transfer" }));
    expect(onRetry).toHaveBeenCalledWith("bank");
    fireEvent.click(screen.getByRole("button", { name: "Back to packages" }));
    expect(onBackToPackages).toHaveBeenCalledOnce();
    // A decline is explained on the page; the error popup is for a failed payment.
    expect(showToast).not.toHaveBeenCalled();
  });

  it("shows the error popup of a failed payment with the default message, and retries with the same method", async () => {
    mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .install();
    rememberFailure(order({ status: "failed", message: null }));
    const { onRetry } = renderFailed();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    const message = "We are failed to process your transaction. Please try again.";
    expect(screen.getByTestId("purchase-failure").textContent).toBe(message);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(message, { type: "error", id: `payment-failed-${ORDER_ID}` }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledWith("card");
  });

  it("opened from a link with nothing known, says the payment failed and only leads back", async () => {
    mockApi()
      .on(paymentMethodsEndpoint, () => ({ methods: METHODS }))
      .install();
    renderFailed();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Back to packages" })).toBeTruthy();
  });
});

describe("the success page", () => {
  it("shows the coins and entries the order brought", async () => {
    mockApi()
      .on(orderEndpoint, () => ({ order: order({ status: "completed" }) }), { id: ORDER_ID })
      .install();
    const onContinue = vi.fn();
    renderApp(<PurchaseSuccess orderId={ORDER_ID} onContinue={onContinue} />, options);
    expect((await screen.findByTestId("purchase-arrived")).textContent).toBe(
      "You got 50,000 Coins and 25.50 free Entries.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe("the page the provider returns to inside the frame", () => {
  it("says the payment is processing, then posts each status it sees to the cash box, our origin only", async () => {
    const postMessage = vi.fn();
    const parent = vi.spyOn(window, "parent", "get").mockReturnValue({ postMessage } as unknown as Window);
    let status: "pending" | "completed" = "pending";
    mockApi()
      .on(orderEndpoint, () => ({ order: order({ status }) }), { id: ORDER_ID })
      .install();
    const rendered = renderApp(<CashIframeStatus orderId={ORDER_ID} />, options);
    expect((await screen.findByRole("status")).textContent).toBe("Processing your payment…");
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: ORDER_STATUS_MESSAGE, orderId: ORDER_ID, status: "pending" },
        window.location.origin,
      ),
    );
    status = "completed";
    await rendered.queryClient.refetchQueries({ queryKey: ["payments", "order", ORDER_ID] });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Payment complete."));
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: ORDER_STATUS_MESSAGE, orderId: ORDER_ID, status: "completed" },
      window.location.origin,
    );
    expect(postMessage).toHaveBeenCalledTimes(2);
    parent.mockRestore();
  });

  it("shows nothing to follow without an order id", async () => {
    mockApi().install();
    renderApp(<CashIframeStatus orderId={null} />, options);
    expect((await screen.findByRole("alert")).textContent).toBe("There is no payment to show here.");
  });
});
