import type { Database } from "@casino/db";
import { type CardField, type CardInput, type Clock, checkSandboxCard } from "@casino/domain";
import { decidePayment, expirePayment, isPastPaying } from "./sandbox.events";
import { findPayment, lockPayment, type SandboxPaymentRow } from "./sandbox.repo";

/** What the hosted form shows for a payment. */
export type CheckoutView =
  | {
      kind: "card";
      payment: SandboxPaymentRow;
      error?: { field: CardField; message: string };
      typed?: CardInput;
    }
  | { kind: "bank"; payment: SandboxPaymentRow }
  | { kind: "challenge"; payment: SandboxPaymentRow }
  | { kind: "finished"; payment: SandboxPaymentRow }
  | { kind: "missing" };

/** What a submit leads to: back to the merchant, to the challenge, or the form again with what was wrong. */
export type CheckoutResult =
  | { kind: "return"; url: string; isQueued: boolean }
  | { kind: "challenge"; paymentId: string }
  | { kind: "form"; view: CheckoutView; status: number };

export interface CheckoutContext {
  db: Database;
  clock: Clock;
}

export async function checkoutView(ctx: CheckoutContext, paymentId: string): Promise<CheckoutView> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment) return { kind: "missing" };
  return viewOf(payment);
}

function viewOf(payment: SandboxPaymentRow): CheckoutView {
  if (payment.status === "requires_challenge") return { kind: "challenge", payment };
  if (payment.status !== "requires_payment") return { kind: "finished", payment };
  return payment.method === "bank" ? { kind: "bank", payment } : { kind: "card", payment };
}

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value.slice(0, 200) : "";
};

/**
 * The hosted form's submit: the card (or the bank's answer) decides the payment, which is stored with the
 * webhook that reports it in one transaction. The payment is locked, so a double submit finds it decided
 * and only sends the browser back: one payment is charged once.
 */
export async function submitCheckout(
  ctx: CheckoutContext,
  paymentId: string,
  form: Record<string, unknown>,
): Promise<CheckoutResult> {
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: "form", view: { kind: "missing" }, status: 404 };
    const back = (isQueued: boolean): CheckoutResult => ({
      kind: "return",
      url: payment.returnUrl,
      isQueued,
    });
    if (payment.status !== "requires_payment") return back(false);
    const now = ctx.clock.now();
    if (isPastPaying(payment, now)) {
      await expirePayment(tx, payment, now);
      return back(true);
    }

    if (payment.method === "bank") {
      const isApproved = field(form, "decision") === "approve";
      await decidePayment(tx, payment, {
        status: isApproved ? "succeeded" : "declined",
        declineCode: isApproved ? null : "bank_declined",
        now,
      });
      return back(true);
    }

    const typed: CardInput = {
      number: field(form, "number"),
      expiry: field(form, "expiry"),
      cvc: field(form, "cvc"),
      name: field(form, "name"),
    };
    const card = checkSandboxCard(typed, now);
    if (card.kind === "invalid") {
      // The CVC is never echoed back into a page.
      const view: CheckoutView = { kind: "card", payment, error: card, typed: { ...typed, cvc: "" } };
      return { kind: "form", view, status: 422 };
    }
    const { outcome, last4 } = card;
    if (outcome.kind === "challenge") {
      await decidePayment(tx, payment, { status: "requires_challenge", cardLast4: last4, now });
      return { kind: "challenge", paymentId };
    }
    await decidePayment(tx, payment, {
      status: outcome.kind,
      declineCode: outcome.kind === "succeeded" ? null : outcome.declineCode,
      cardLast4: last4,
      now,
    });
    return back(true);
  });
}

/** The cardholder's answer to the 3-D Secure challenge: approved, the payment succeeds; else it fails. */
export async function answerChallenge(
  ctx: CheckoutContext,
  paymentId: string,
  form: Record<string, unknown>,
): Promise<CheckoutResult> {
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: "form", view: { kind: "missing" }, status: 404 };
    if (payment.status !== "requires_challenge")
      return { kind: "return", url: payment.returnUrl, isQueued: false };
    const now = ctx.clock.now();
    if (isPastPaying(payment, now)) {
      await expirePayment(tx, payment, now);
      return { kind: "return", url: payment.returnUrl, isQueued: true };
    }
    const isApproved = field(form, "decision") === "approve";
    await decidePayment(tx, payment, {
      status: isApproved ? "succeeded" : "failed",
      declineCode: isApproved ? null : "authentication_failed",
      now,
    });
    return { kind: "return", url: payment.returnUrl, isQueued: true };
  });
}
