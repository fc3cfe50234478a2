import { randomBytes } from "node:crypto";
import { PaymentWebhookEventSchema, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@casino/contracts";
import type { Database } from "@casino/db";
import { type Clock, verifyPaymentWebhook } from "@casino/domain";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderMethod,
  type VerifiedWebhook,
  type WebhookRefusal,
} from "../payments.provider";
import {
  decidePayment,
  expirePayment,
  isPastPaying,
  providerPaymentOf,
  SANDBOX_PAYMENT_OPEN_MS,
  SANDBOX_PROVIDER,
} from "./sandbox.events";
import { findPayment, insertOrFindPayment, lockPayment } from "./sandbox.repo";

/** What the sandbox takes per method: like a processor's limits, so the amount rules are exercised too. */
export const SANDBOX_METHODS: readonly ProviderMethod[] = [
  { id: "card", title: "Card", minCents: 50n, maxCents: 250_000n },
  { id: "bank", title: "Instant bank transfer", minCents: 100n, maxCents: 500_000n },
];

/** The hosted form of a payment, on the origin the merchant's return URL names. */
export const CHECKOUT_PATH = "/payments/sandbox/checkout";
export const checkoutPathOf = (paymentId: string) => `${CHECKOUT_PATH}/${encodeURIComponent(paymentId)}`;

/** A payment id is the capability to its hosted form (as a processor's checkout session id is): unguessable. */
const newPaymentId = () => `pay_${randomBytes(18).toString("base64url")}`;

export interface SandboxProviderOptions {
  db: Database;
  clock: Clock;
  /** The key its webhooks are signed with (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Runs the webhook delivery now: something was queued. */
  wake(): void;
}

/**
 * The sandbox payment provider (decision 045): it keeps its own books (sandbox_payment, sandbox_webhook),
 * serves a hosted form on the merchant's origin, and reports every decision by a signed webhook, retried
 * until answered 2xx, exactly as a hosted processor would. It takes no money: its form accepts the
 * published test cards only.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const { db, clock } = options;
  return {
    name: SANDBOX_PROVIDER,
    isTest: true,
    openForMs: SANDBOX_PAYMENT_OPEN_MS,
    methods: SANDBOX_METHODS,

    async createPayment(input) {
      const now = clock.now();
      const payment = await insertOrFindPayment(db, {
        id: newPaymentId(),
        merchantReference: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.methodId,
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      });
      return {
        providerPaymentId: payment.id,
        checkoutUrl: new URL(checkoutPathOf(payment.id), payment.returnUrl).href,
      };
    },

    async fetchPayment(providerPaymentId) {
      const payment = await findPayment(db, providerPaymentId);
      if (!payment) throw new PaymentProviderError(`no such payment: ${providerPaymentId}`);
      if (!isPastPaying(payment, clock.now())) return providerPaymentOf(payment);
      // Asked about a payment left open too long: it expires now, as a processor's session would have.
      const expired = await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, providerPaymentId);
        if (!locked || !isPastPaying(locked, clock.now())) return locked;
        return expirePayment(tx, locked, clock.now());
      });
      if (expired && expired.status !== payment.status) options.wake();
      return providerPaymentOf(expired ?? payment);
    },

    async refund(providerPaymentId, amountCents) {
      const isQueued = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, providerPaymentId);
        if (!payment) throw new PaymentProviderError(`no such payment: ${providerPaymentId}`);
        if (payment.status === "refunded") return false;
        if (payment.status !== "succeeded") {
          throw new PaymentProviderError(`payment ${providerPaymentId} is ${payment.status}, not refundable`);
        }
        if (amountCents !== payment.amountCents) {
          throw new PaymentProviderError("the sandbox refunds a payment in full only");
        }
        await decidePayment(tx, payment, { status: "refunded", now: clock.now() });
        return true;
      });
      if (isQueued) options.wake();
    },

    verifyWebhook(rawBody, headers): VerifiedWebhook | WebhookRefusal | null {
      const verdict = verifyPaymentWebhook({
        secret: options.webhookSecret,
        body: rawBody,
        timestampHeader: headers[TIMESTAMP_HEADER],
        signatureHeader: headers[SIGNATURE_HEADER],
        now: clock.now(),
      });
      if (verdict !== "VALID") return verdict;
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return null;
      }
      const parsed = PaymentWebhookEventSchema.safeParse(json);
      if (!parsed.success) return null;
      const event = parsed.data;
      const { data } = event;
      return {
        eventId: event.id,
        event,
        payment: {
          providerPaymentId: data.paymentId,
          merchantReference: data.merchantReference,
          state: STATE_BY_TYPE[event.type],
          declineCode: data.declineCode,
          amountCents: BigInt(data.amountCents),
        },
      };
    },
  };
}

const STATE_BY_TYPE = {
  "payment.succeeded": "succeeded",
  "payment.declined": "declined",
  "payment.failed": "failed",
  "payment.refunded": "refunded",
} as const;
