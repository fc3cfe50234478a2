import {
  type BackofficePurchaseOrder,
  type BrandId,
  centsToDollars,
  PAYMENT_FAILED_MESSAGE,
  type PaymentMethod,
  type PaymentMethodId,
  type PurchaseOrder,
  type PurchaseOrderEvent,
  toMajorNumber,
} from "@casino/contracts";
import type { ProviderMethod } from "./payments.provider";
import type { OrderEventRow, OrderRow } from "./payments.repo";

export function presentMethod(method: ProviderMethod, isTest: boolean): PaymentMethod {
  return {
    id: method.id,
    title: method.title,
    minAmount: centsToDollars(method.minCents),
    maxAmount: centsToDollars(method.maxCents),
    minAmountCents: Number(method.minCents),
    maxAmountCents: Number(method.maxCents),
    isTest,
  };
}

/** Whether a method takes this amount. */
export const takes = (method: ProviderMethod, amountCents: bigint) =>
  amountCents >= method.minCents && amountCents <= method.maxCents;

/** After a decline, the first other method that takes the amount (spec §4 `tryNextMethod`); else null. */
export function nextMethodAfter(
  methods: readonly ProviderMethod[],
  declined: { methodId: string; amountCents: bigint },
): PaymentMethodId | null {
  return (
    methods.find((method) => method.id !== declined.methodId && takes(method, declined.amountCents))?.id ??
    null
  );
}

/** What an order's player is told of a failure or decline: the provider's words, else the spec's default. */
export function messageOf(row: Pick<OrderRow, "status" | "failureMessage">): string | null {
  if (row.status === "failed" || row.status === "declined")
    return row.failureMessage ?? PAYMENT_FAILED_MESSAGE;
  return null;
}

export function presentOrder(
  row: OrderRow,
  extra: { methods: readonly ProviderMethod[]; depositsCount: number | null },
): PurchaseOrder {
  return {
    id: row.id,
    status: row.status,
    presetId: row.presetId,
    offerType: row.offerType,
    title: row.title,
    coins: toMajorNumber(row.coins, "coins"),
    entries: toMajorNumber(row.entries, "entries"),
    amount: centsToDollars(row.amountCents),
    amountCents: Number(row.amountCents),
    currency: row.currency,
    methodId: row.methodId as PaymentMethodId,
    failureCode: row.failureCode,
    message: messageOf(row),
    tryNextMethod: row.status === "declined" ? nextMethodAfter(extra.methods, row) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    depositsCount: row.status === "completed" ? extra.depositsCount : null,
  };
}

export function presentBackofficeOrder(
  row: OrderRow,
  extra: { methods: readonly ProviderMethod[]; playerEmail: string | null },
): BackofficePurchaseOrder {
  return {
    ...presentOrder(row, { methods: extra.methods, depositsCount: null }),
    playerId: row.playerId,
    playerEmail: extra.playerEmail,
    brandId: row.brandId as BrandId,
    orderKey: row.orderKey,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentEvent(row: OrderEventRow): PurchaseOrderEvent {
  const { source, ...details } = row.payload as { source?: unknown } & Record<string, unknown>;
  return {
    id: row.id.toString(),
    fromStatus: row.fromStatus as PurchaseOrderEvent["fromStatus"],
    toStatus: row.toStatus as PurchaseOrderEvent["toStatus"],
    source: typeof source === "string" ? source : "provider",
    providerEventId: row.providerEventId,
    details,
    createdAt: row.createdAt.toISOString(),
  };
}
