import type { PaymentMethod, PurchaseOrder } from "@casino/contracts";
import { fireEvent } from "@testing-library/react";
import { ORDER_STATUS_MESSAGE } from "../model/order-message";

export const ORDER_ID = "7d3c2f0e-4b1a-4c8e-9f6d-2a5b8c1e0f93";

export const METHODS: PaymentMethod[] = [
  {
    id: "card",
    title: "Card",
    minAmount: 1,
    maxAmount: 1000,
    minAmountCents: 100,
    maxAmountCents: 100_000,
    isTest: true,
  },
  {
    id: "bank",
    title: "Bank transfer",
    minAmount: 5,
    maxAmount: 5000,
    minAmountCents: 500,
    maxAmountCents: 500_000,
    isTest: true,
  },
];

export const SELECTION = {
  presetId: 12,
  offerType: "preset" as const,
  title: "Pile of Coins",
  price: 9.99,
  coins: 50_000,
  entries: 25.5,
};

export const order = (overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: ORDER_ID,
  status: "pending",
  presetId: 12,
  offerType: "preset",
  title: "Pile of Coins",
  coins: 50_000,
  entries: 25.5,
  amount: 9.99,
  amountCents: 999,
  currency: "USD",
  methodId: "card",
  failureCode: null,
  message: null,
  tryNextMethod: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  completedAt: null,
  refundedAt: null,
  depositsCount: null,
  ...overrides,
});

/** What `/cashIframe` posts to the cash box once the provider has sent the frame back. */
export function postFromCashIframe(status: PurchaseOrder["status"], origin = window.location.origin) {
  fireEvent(
    window,
    new MessageEvent("message", { origin, data: { type: ORDER_STATUS_MESSAGE, orderId: ORDER_ID, status } }),
  );
}

export const paymentsDictionary = {
  "payments.checkout.pay": "Pay {{price}}",
  "payments.methods.legend": "Payment method",
  "payments.hosted.frameTitle": "Secure payment form",
  "payments.hosted.checkStatus": "Check status",
  "payments.hosted.stillWaiting": "The payment provider has not confirmed the payment yet.",
  "payments.backToPackages": "Back to packages",
  "payments.back": "Back",
  "payments.refused.limit": "This purchase would go over your purchase limit.",
  "payments.failed.title": "Payment failed",
  "payments.failed.declinedTitle": "Payment declined",
  "payments.failed.default": "We are failed to process your transaction. Please try again.",
  "payments.failed.declined": "Your payment was declined. Nothing was charged.",
  "payments.failed.retry": "Try again",
  "payments.failed.retryWith": "Try again with {{method}}",
  "payments.success.title": "Purchase complete",
  "payments.success.arrived": "You got {{coins}} Coins and {{entries}} free Entries.",
  "payments.success.continue": "Continue",
  "payments.frame.processing": "Processing your payment…",
  "payments.frame.completed": "Payment complete.",
  "payments.frame.declined": "The payment was declined.",
  "payments.frame.noOrder": "There is no payment to show here.",
  "errors.network": "The server could not be reached.",
};
