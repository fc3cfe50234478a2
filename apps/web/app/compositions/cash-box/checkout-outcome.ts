import { cashHashOf, type OfferType } from "./cash-route";

/**
 * How a checkout ended, as the payments feature reports it (its `CheckoutOutcome`; declared here again
 * because the composition only passes values between features and type-checks them structurally).
 */
export type CheckoutOutcome =
  | { kind: "completed"; orderId: string }
  | { kind: "failed"; message: string }
  | { kind: "declined"; presetId: number; offerType: OfferType; tryNextMethod: string | null }
  | { kind: "cancelled" };

/**
 * Spec §4's deposit flow as hash navigations: complete → the success page (with the order, so it can
 * show what arrived); failed-complete → the failed page (payments shows the error popup itself);
 * decline → the failed page, or the next method's route when the provider names one (`tryNextMethod`).
 * Null for a cancelled checkout: the player is back on the page they bought from.
 */
export function hashAfterCheckout(outcome: CheckoutOutcome): string | null {
  switch (outcome.kind) {
    case "completed":
      return cashHashOf({ page: "success", orderId: outcome.orderId });
    case "failed":
      return cashHashOf({ page: "failed", presetId: null, offerType: null, methodId: null });
    case "declined":
      return cashHashOf(
        outcome.tryNextMethod
          ? {
              page: "failed",
              presetId: outcome.presetId,
              offerType: outcome.offerType,
              methodId: outcome.tryNextMethod,
            }
          : { page: "failed", presetId: null, offerType: null, methodId: null },
      );
    case "cancelled":
      return null;
  }
}
