import { allows } from "@casino/contracts/operators";
import type { BackofficePurchaseOrder } from "@casino/contracts/payments";
import { Page } from "@casino/ui";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatUsdCents } from "../../lib/money";
import { useOperator } from "../../lib/session";
import { errorText } from "../../lib/status";
import { OrderHistory } from "./order-history";
import { coinsText, entriesText, formatInstant, ORDER_STATUS_NAMES } from "./order-labels";
import styles from "./payments.module.css";
import { useOrder } from "./payments-queries";
import { RefundPanel } from "./refund-panel";

function OrderFacts({ order }: { order: BackofficePurchaseOrder }) {
  const rows: [string, ReactNode][] = [
    ["Status", ORDER_STATUS_NAMES[order.status]],
    [
      "Player",
      <Link key="player" to={`/players/${order.playerId}`}>
        {order.playerEmail ?? order.playerId}
      </Link>,
    ],
    ["Brand", order.brandId],
    ["Package", `${order.title} (${order.offerType} #${order.presetId})`],
    ["Amount", `${formatUsdCents(order.amountCents)} ${order.currency}`],
    ["Credits", `${coinsText(order.coins)} Coins, ${entriesText(order.entries)} Entries`],
    ["Method", `${order.methodId} via ${order.provider}`],
    ["Provider payment", order.providerPaymentId ?? "—"],
    ["Order key", order.orderKey],
    ["Created", formatInstant(order.createdAt)],
    ["Completed", order.completedAt ? formatInstant(order.completedAt) : "—"],
    ["Refunded", order.refundedAt ? formatInstant(order.refundedAt) : "—"],
  ];
  if (order.failureCode || order.message) {
    rows.push(["Failure", [order.failureCode, order.message].filter(Boolean).join(": ")]);
  }
  return (
    <section className={styles.card} aria-labelledby="order-facts">
      <h2 id="order-facts" className={styles.cardTitle}>
        Order
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One purchase order (`/cash/orders/:id`): what was bought and paid, its history, and the refund. */
export function OrderPage() {
  const { id = "" } = useParams();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "cash:write") : false;
  const detail = useOrder(id);
  const back = (
    <p>
      <Link to="/cash/orders">← All orders</Link>
    </p>
  );
  return (
    <Page title={`Order ${id.slice(0, 8)}`} before={back}>
      <div className={styles.stack}>
        {detail.error ? <p role="alert">{errorText(detail.error)}</p> : null}
        {detail.isPending ? <p aria-busy="true">Loading…</p> : null}
        {detail.data ? (
          <>
            <OrderFacts order={detail.data.order} />
            {canWrite ? <RefundPanel order={detail.data.order} /> : null}
            <OrderHistory events={detail.data.events} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
