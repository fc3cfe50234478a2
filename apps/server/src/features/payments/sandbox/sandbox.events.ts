import { randomUUID } from "node:crypto";
import type { PaymentWebhookEvent, PaymentWebhookType } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { ProviderPayment, ProviderPaymentState } from "../payments.provider";
import {
  insertWebhook,
  type SandboxPaymentRow,
  type SandboxPaymentStatus,
  updatePayment,
} from "./sandbox.repo";

/** The name the sandbox goes by in our orders (`purchase_order.provider`). */
export const SANDBOX_PROVIDER = "sandbox";

/** The sandbox's statuses in our words: everything before a decision is still pending. */
export const STATE_OF: Readonly<Record<SandboxPaymentStatus, ProviderPaymentState>> = {
  requires_payment: "pending",
  requires_challenge: "pending",
  processing: "pending",
  succeeded: "succeeded",
  declined: "declined",
  failed: "failed",
  refunded: "refunded",
};

/** How long a sandbox payment stays payable, like a hosted checkout session that times out. */
export const SANDBOX_PAYMENT_OPEN_MS = 30 * 60_000;

/** Whether a payment still waits for the player (form or challenge) past the time it was open for. */
export const isPastPaying = (payment: SandboxPaymentRow, now: Date) =>
  (payment.status === "requires_payment" || payment.status === "requires_challenge") &&
  now.getTime() - payment.createdAt.getTime() >= SANDBOX_PAYMENT_OPEN_MS;

const WEBHOOK_OF: Partial<Record<SandboxPaymentStatus, PaymentWebhookType>> = {
  succeeded: "payment.succeeded",
  declined: "payment.declined",
  failed: "payment.failed",
  refunded: "payment.refunded",
};

export function providerPaymentOf(row: SandboxPaymentRow): ProviderPayment {
  return {
    providerPaymentId: row.id,
    merchantReference: row.merchantReference,
    state: STATE_OF[row.status],
    declineCode: row.declineCode,
    amountCents: row.amountCents,
  };
}

/**
 * Moves a payment to its new status and, when that is news for the merchant, queues the webhook that
 * tells it, in the same transaction: the sandbox never decides without telling, nor tells what it did not
 * decide. `wake` runs after commit.
 */
export async function decidePayment(
  tx: Executor,
  payment: SandboxPaymentRow,
  change: { status: SandboxPaymentStatus; declineCode?: string | null; cardLast4?: string | null; now: Date },
): Promise<SandboxPaymentRow> {
  const saved = await updatePayment(tx, payment.id, {
    status: change.status,
    ...(change.declineCode !== undefined ? { declineCode: change.declineCode } : {}),
    ...(change.cardLast4 !== undefined ? { cardLast4: change.cardLast4 } : {}),
    updatedAt: change.now,
  });
  const type = WEBHOOK_OF[change.status];
  if (type) {
    const event: PaymentWebhookEvent = {
      id: `evt_${randomUUID()}`,
      type,
      createdAt: change.now.toISOString(),
      data: {
        paymentId: saved.id,
        merchantReference: saved.merchantReference,
        amountCents: saved.amountCents.toString(),
        currency: saved.currency,
        declineCode: saved.declineCode,
      },
    };
    await insertWebhook(tx, {
      id: event.id,
      paymentId: saved.id,
      type,
      body: JSON.stringify(event),
      createdAt: change.now,
    });
  }
  return saved;
}

/** Closes a payment left open too long: it fails with `expired`, and the merchant is told like any outcome. */
export const expirePayment = (tx: Executor, payment: SandboxPaymentRow, now: Date) =>
  decidePayment(tx, payment, { status: "failed", declineCode: "expired", now });
