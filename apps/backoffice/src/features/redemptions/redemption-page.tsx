import { allows } from "@casino/contracts/operators";
import type { RedemptionDetail, RedemptionEvent } from "@casino/contracts/redemptions";
import { Page } from "@casino/ui";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatUtcInstant } from "../../lib/dates";
import { formatMajor } from "../../lib/money";
import { useOperator } from "../../lib/session";
import { errorText } from "../../lib/status";
import { RedemptionActions } from "./redemption-actions";
import { payoutText, REDEMPTION_STATUS_NAMES } from "./redemption-labels";
import styles from "./redemptions.module.css";
import { useRedemption } from "./redemptions-queries";

function Facts({ id, title, rows }: { id: string; title: string; rows: [string, ReactNode][] }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
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

function History({ events }: { events: readonly RedemptionEvent[] }) {
  return (
    <section className={styles.card} aria-labelledby="redemption-history">
      <h2 id="redemption-history" className={styles.cardTitle}>
        History
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className={styles.scroll} aria-label="Redemption history table" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.muted}>Every step of the request, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Change</th>
              <th scope="col">By</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.createdAt}>{formatUtcInstant(event.createdAt)}</time>
                </td>
                <td>
                  {event.fromStatus ? `${REDEMPTION_STATUS_NAMES[event.fromStatus]} → ` : ""}
                  {REDEMPTION_STATUS_NAMES[event.toStatus]}
                </td>
                <td>
                  {event.actor.name}
                  {event.actor.kind === "player" ? " (player)" : ""}
                </td>
                <td>{event.note ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function DetailView({ detail, canWrite }: { detail: RedemptionDetail; canWrite: boolean }) {
  const { redemption, player } = detail;
  const request: [string, ReactNode][] = [
    ["Status", REDEMPTION_STATUS_NAMES[redemption.status]],
    ["Amount", `${formatMajor(redemption.amount)} (winnings)`],
    ["Requested", formatUtcInstant(redemption.createdAt)],
    ["Last change", formatUtcInstant(redemption.updatedAt)],
    ["Method", redemption.method === "bank" ? "Bank transfer" : redemption.method],
    ["Pay to", payoutText(redemption)],
    ["Payout reference", redemption.payoutReference ?? "—"],
    ["Decided by", redemption.decidedBy?.name ?? "—"],
  ];
  if (redemption.rejectReason) request.push(["Reason rejected", redemption.rejectReason]);
  const about: [string, ReactNode][] = [
    [
      "Player",
      <Link key="player" to={`/players/${player.id}`}>
        {player.email ?? player.id}
      </Link>,
    ],
    ["Brand", player.brandId],
    ["Identity", player.isIdentityVerified ? "Verified" : <strong key="id">Not verified</strong>],
    ["Winnings now", formatMajor(player.winnings)],
    ["Redeemable now", formatMajor(player.redeemable)],
    ["Playthrough outstanding", `${formatMajor(player.outstandingPlaythrough)} Entries`],
  ];
  return (
    <>
      <Facts id="redemption-request" title="Request" rows={request} />
      <Facts id="redemption-player" title="Player" rows={about} />
      {canWrite ? <RedemptionActions detail={detail} /> : null}
      <History events={detail.events} />
    </>
  );
}

/** One redemption (`/cash/redemptions/:id`): the request, the player, the decision and the history. */
export function RedemptionPage() {
  const { id = "" } = useParams();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "cash:write") : false;
  const detail = useRedemption(id);
  const back = (
    <p>
      <Link to="/cash/redemptions">← The queue</Link>
    </p>
  );
  return (
    <Page title="Redemption request" before={back}>
      <div className={styles.stack}>
        {detail.error ? <p role="alert">{errorText(detail.error)}</p> : null}
        {detail.isPending ? <p aria-busy="true">Loading…</p> : null}
        {detail.data ? <DetailView detail={detail.data} canWrite={canWrite} /> : null}
      </div>
    </Page>
  );
}
