import type { PaymentMethodId, PurchaseOrder } from "@casino/contracts";
import { PAYMENT_FAILED_MESSAGE } from "@casino/contracts/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import type { CheckoutOutcome, PurchaseSelection } from "../model/checkout-types";
import { forgetFailure, rememberFailure } from "../model/last-failure";
import { dollarsToCents } from "../model/money-text";
import {
  trackCheckoutSent,
  trackCompleted,
  trackDeposit,
  trackPaymentError,
} from "../model/purchase-analytics";
import { refreshAfterPurchase } from "../model/refresh-after-purchase";
import { createOrder, PAYMENTS_KEYS, paymentMethodsQuery, refreshOrderStatus } from "../payments-query";
import { isSettled, useOrderWatch } from "./use-order-watch";

/**
 * Refusals the server gives before anything is charged: the checkout shows the server's reason in place
 * of the payment, with a way back (another method would not change them).
 */
const REFUSALS: ReadonlySet<string> = new Set([
  "PURCHASE_LIMIT_EXCEEDED",
  "PLAY_BLOCKED",
  "JURISDICTION_RESTRICTED",
  "PRESET_UNAVAILABLE",
  "PRESET_NOT_FOUND",
]);

export type CheckoutStage =
  | { step: "choose" }
  | { step: "paying"; order: PurchaseOrder; checkoutUrl: string }
  | { step: "refused"; code: string; message: string };

/** One attempt's idempotency key, tied to the method it was made for (the server refuses a key reused for another). */
interface Attempt {
  methodId: PaymentMethodId;
  orderKey: string;
}

/**
 * The checkout of one package (spec §4 deposit flow): the methods, the order opened with a key kept for
 * the whole attempt (a double click or a retry after a network error reuses it, so the server opens one
 * payment), the provider's form, the order followed until it settles, and the outcome reported once.
 */
export function useCheckout({
  selection,
  methodId,
  onOutcome,
}: {
  selection: PurchaseSelection;
  methodId?: string;
  onOutcome: (outcome: CheckoutOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery(browserApi));
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  const [stage, setStage] = useState<CheckoutStage>({ step: "choose" });
  const attempt = useRef<Attempt | null>(null);
  const isSending = useRef(false);
  const hasReported = useRef(false);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  const list = methods.data?.methods ?? [];
  const preselected = list.find((method) => method.id === methodId)?.id;
  const selectedId: PaymentMethodId | null = chosen ?? preselected ?? list[0]?.id ?? null;

  const create = useMutation({
    mutationFn: (body: Attempt) =>
      createOrder(browserApi, { presetId: selection.presetId, offerType: selection.offerType, ...body }),
    onSuccess: ({ order, checkoutUrl }) => {
      trackDeposit(order);
      setStage({ step: "paying", order, checkoutUrl });
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : "UNKNOWN";
      trackPaymentError({ code, presetId: selection.presetId, amountCents: null });
      if (error instanceof ApiError && REFUSALS.has(error.code))
        setStage({ step: "refused", code: error.code, message: error.message });
    },
    onSettled: () => {
      isSending.current = false;
    },
  });

  const pay = () => {
    if (selectedId === null || isSending.current) return;
    isSending.current = true;
    // A new key only for a new attempt: the same method again (a retry) keeps the key it had.
    const current =
      attempt.current?.methodId === selectedId
        ? attempt.current
        : { methodId: selectedId, orderKey: crypto.randomUUID() };
    attempt.current = current;
    trackCheckoutSent({
      presetId: selection.presetId,
      methodId: selectedId,
      priceCents: String(dollarsToCents(selection.price)),
    });
    create.mutate(current);
  };

  const orderId = stage.step === "paying" ? stage.order.id : null;
  const watched = useOrderWatch(orderId, stage.step === "paying" ? stage.order : undefined);
  const order = watched.data;

  const refresh = useMutation({
    mutationFn: (id: string) => refreshOrderStatus(browserApi, id),
    onSuccess: (fresh) => queryClient.setQueryData(PAYMENTS_KEYS.order(fresh.id), fresh),
  });

  useEffect(() => {
    if (!order || order.id !== orderId || !isSettled(order.status) || hasReported.current) return;
    hasReported.current = true;
    if (order.status === "completed") {
      trackCompleted(order);
      forgetFailure();
      void refreshAfterPurchase(queryClient);
      report.current({ kind: "completed", orderId: order.id });
      return;
    }
    rememberFailure(order);
    trackPaymentError({
      code: order.failureCode ?? order.status,
      orderId: order.id,
      presetId: order.presetId,
      amountCents: order.amountCents,
    });
    if (order.status === "declined") {
      report.current({
        kind: "declined",
        presetId: order.presetId,
        offerType: order.offerType,
        tryNextMethod: order.tryNextMethod,
      });
      return;
    }
    report.current({ kind: "failed", message: order.message ?? PAYMENT_FAILED_MESSAGE });
  }, [order, orderId, queryClient]);

  return {
    methods,
    selectedId,
    choose: (id: PaymentMethodId) => {
      setChosen(id);
      create.reset();
    },
    stage,
    pay,
    isSending: create.isPending,
    sendError: stage.step === "choose" ? create.error : null,
    order,
    checkStatus: () => {
      if (orderId !== null && !refresh.isPending) refresh.mutate(orderId);
    },
    statusCheck: refresh,
    cancel: () => {
      if (hasReported.current) return;
      hasReported.current = true;
      report.current({ kind: "cancelled" });
    },
  };
}
