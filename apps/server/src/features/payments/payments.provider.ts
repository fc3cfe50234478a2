import type { PaymentMethodId, PaymentWebhookEvent } from "@casino/contracts";

/** A way to pay a provider offers, with the amounts it takes (US cents). */
export interface ProviderMethod {
  id: PaymentMethodId;
  title: string;
  minCents: bigint;
  maxCents: bigint;
}

/** A payment opened with the provider: its id, and the hosted form the player pays on. */
export interface OpenedPayment {
  providerPaymentId: string;
  checkoutUrl: string;
}

/** Where a payment stands at the provider, in our words. */
export type ProviderPaymentState = "pending" | "succeeded" | "declined" | "failed" | "refunded";

export interface ProviderPayment {
  providerPaymentId: string;
  /** The order id the payment was opened with. */
  merchantReference: string;
  state: ProviderPaymentState;
  /** Why it was declined or failed (`card_declined`, `insufficient_funds`, `processing_error`…). */
  declineCode: string | null;
  amountCents: bigint;
}

/** A webhook the provider proved it sent (its signature checked), as our vocabulary says it. */
export interface VerifiedWebhook {
  eventId: string;
  payment: ProviderPayment;
  event: PaymentWebhookEvent;
}

export type WebhookRefusal = "INVALID_SIGNATURE" | "SIGNATURE_EXPIRED";

/** The provider answered with an error, or could not be reached: nothing was done on its side. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/**
 * A payment provider (ARCHITECTURE D19, decision 045). We open a payment for an order and send the player
 * to the provider's hosted form; the outcome reaches us by the provider's signed webhook, or when we ask
 * (`fetchPayment`: the status refresh). Calls answer or throw PaymentProviderError; every one is made
 * outside our database transactions, as a network call to a real provider would be.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The provider takes no real money (the sandbox). */
  readonly isTest: boolean;
  /**
   * How long a payment stays payable once opened: one the player has not finished by then expires at the
   * provider (it fails with `expired`), so an abandoned order stops counting toward purchase limits.
   */
  readonly openForMs: number;
  readonly methods: readonly ProviderMethod[];
  /**
   * Opens the payment of an order, idempotent on the order id: asked again for the same order it answers
   * the payment it opened the first time, so a double submit never charges twice. `returnUrl` is where the
   * hosted form sends the browser back (an absolute URL on the brand's origin).
   */
  createPayment(input: {
    orderId: string;
    amountCents: bigint;
    currency: string;
    methodId: PaymentMethodId;
    returnUrl: string;
  }): Promise<OpenedPayment>;
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Refunds a succeeded payment in full; asked again for a payment it refunded, it answers as done. */
  refund(providerPaymentId: string, amountCents: bigint): Promise<void>;
  /**
   * Checks a webhook's signature on its exact bytes before reading them: the refusal when it fails; null
   * when it is signed but not an event this provider sends (the route then refuses the body as invalid).
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedWebhook | WebhookRefusal | null;
}
