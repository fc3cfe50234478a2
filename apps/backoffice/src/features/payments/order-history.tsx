import type { PurchaseOrderEvent } from "@casino/contracts/payments";
import { formatInstant, ORDER_STATUS_NAMES } from "./order-labels";
import styles from "./payments.module.css";

/** What came with a step (decline code, refund reason…) as `key: value` text; nested values as JSON. */
const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("; ");

/** An order's history, oldest step first. The server only ever appends to it; this screen only reads it. */
export function OrderHistory({ events }: { events: readonly PurchaseOrderEvent[] }) {
  return (
    <section className={styles.card} aria-labelledby="order-history">
      <h2 id="order-history" className={styles.cardTitle}>
        History
      </h2>
      <p className={styles.muted}>
        Every step the order took, oldest first; steps are never changed or removed.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className={styles.scroll} aria-label="Order history table" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.muted}>Steps of the order</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Change</th>
              <th scope="col">By</th>
              <th scope="col">Provider event</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.createdAt}>{formatInstant(event.createdAt)}</time>
                </td>
                <td>
                  {event.fromStatus ? `${ORDER_STATUS_NAMES[event.fromStatus]} → ` : ""}
                  {ORDER_STATUS_NAMES[event.toStatus]}
                </td>
                <td>{event.source}</td>
                <td>{event.providerEventId ?? "—"}</td>
                <td>{detailsText(event.details) || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
