import { allows } from "@casino/contracts/operators";
import { useState } from "react";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./responsible-play.module.css";
import { usePlayerResponsiblePlay } from "./responsible-play-queries";
import { ImposeRestrictionForm, LiftRestrictionButton } from "./restriction-forms";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : "—");
const money = (cents: string | null) =>
  cents === null ? "none" : `$${BigInt(cents) / 100n}.${(BigInt(cents) % 100n).toString().padStart(2, "0")}`;
const KIND = { cool_off: "Cool-off", self_exclusion: "Self-exclusion", operator: "Operator restriction" };

/**
 * The player page's Responsible play tab: reality check, limits with pending increases, every block
 * (cool-off, self-exclusion, restrictions) and the full history; compliance:write may impose and lift
 * operator restrictions — never a player's own block.
 */
export function PlayerResponsiblePlayTab({ playerId }: { playerId: string }) {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "compliance:write") : false;
  const view = usePlayerResponsiblePlay(playerId);
  const [message, setMessage] = useState<Status>(null);
  if (view.error) return <StatusMessage status={{ tone: "error", text: errorText(view.error) }} />;
  const data = view.data;
  if (!data) return null;
  return (
    <div className={styles.stack}>
      <StatusMessage status={message} />
      <dl className={styles.facts}>
        <dt>In force</dt>
        <dd>{data.block ? `${KIND[data.block.kind]} until ${when(data.block.endsAt)}` : "No block"}</dd>
        <dt>Reality check</dt>
        <dd>{data.realityCheckMinutes ? `every ${data.realityCheckMinutes} min` : "off"}</dd>
      </dl>
      <h2 className={styles.heading}>Purchase limits</h2>
      <table className={styles.table}>
        <caption>Purchase limits</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Limit</th>
            <th scope="col">Pending</th>
          </tr>
        </thead>
        <tbody>
          {data.limits.map((limit) => (
            <tr key={limit.period}>
              <td>{limit.period}</td>
              <td>{money(limit.amountCents)}</td>
              <td>
                {limit.pending
                  ? `${money(limit.pending.amountCents)} from ${when(limit.pending.confirmableAt)}`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.heading}>Blocks</h2>
      {data.blocks.length === 0 ? (
        <p>No cool-off, exclusion or restriction.</p>
      ) : (
        <table className={styles.table}>
          <caption>Blocks</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">From</th>
              <th scope="col">Until</th>
              <th scope="col">Reason</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {data.blocks.map((block) => (
              <tr key={block.id}>
                <td>{KIND[block.kind]}</td>
                <td>{when(block.startsAt)}</td>
                <td>{block.endsAt ? when(block.endsAt) : "until lifted"}</td>
                <td>{block.reason ?? "—"}</td>
                <td>
                  {block.liftedAt ? `lifted ${when(block.liftedAt)}` : block.isActive ? "in force" : "ended"}
                  {canWrite && block.isLiftable ? (
                    <LiftRestrictionButton playerId={playerId} block={block} onStatus={setMessage} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite ? (
        <>
          <h2 className={styles.heading}>Impose a restriction</h2>
          <ImposeRestrictionForm playerId={playerId} onStatus={setMessage} />
        </>
      ) : null}
      <h2 className={styles.heading}>History</h2>
      <table className={styles.table}>
        <caption>History</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change</th>
            <th scope="col">By</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {data.history.map((event) => (
            <tr key={event.id}>
              <td>{when(event.occurredAt)}</td>
              <td>{event.kind.replaceAll("_", " ")}</td>
              <td>{event.actor === "operator" ? (event.operatorName ?? "operator") : event.actor}</td>
              <td>
                <code>{JSON.stringify(event.details)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
