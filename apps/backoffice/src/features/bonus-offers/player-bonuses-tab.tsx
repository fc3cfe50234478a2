import { allows } from "@casino/contracts/operators";
import { useState } from "react";
import { formatMajor } from "../../lib/money";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./bonus-offers.module.css";
import { usePlayerBonuses } from "./bonus-offers-queries";
import { GrantBonusForm } from "./grant-bonus-form";
import { RevokeBonusButton } from "./revoke-bonus-button";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : "—");
const STATUS = {
  pending: "Waiting for the player",
  claimed: "Claimed",
  revoked: "Revoked",
  expired: "Expired",
};

/**
 * The player page's Bonuses tab: every bonus granted to the player with its status; cash:write may grant
 * free entries (the player is sent a link that claims them) and revoke a pending one.
 */
export function PlayerBonusesTab({ playerId }: { playerId: string }) {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "cash:write") : false;
  const bonuses = usePlayerBonuses(playerId);
  const [message, setMessage] = useState<Status>(null);
  if (bonuses.error) return <StatusMessage status={{ tone: "error", text: errorText(bonuses.error) }} />;
  const list = bonuses.data;
  if (!list) return <p className={styles.muted}>Loading…</p>;
  return (
    <div className={styles.stack}>
      <StatusMessage status={message} />
      {canWrite ? (
        <>
          <h2 className={styles.heading}>Grant free entries</h2>
          <GrantBonusForm playerId={playerId} onStatus={setMessage} />
        </>
      ) : null}
      <h2 className={styles.heading}>Bonuses</h2>
      {list.length === 0 ? (
        <p>No bonus was granted to this player.</p>
      ) : (
        <table className={styles.table}>
          <caption>Bonuses</caption>
          <thead>
            <tr>
              <th scope="col">Granted</th>
              <th scope="col">Entries</th>
              <th scope="col">Reason</th>
              <th scope="col">Claimable until</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.map((bonus) => (
              <tr key={bonus.id}>
                <td>{when(bonus.createdAt)}</td>
                <td>{formatMajor(bonus.entries)}</td>
                <td>{bonus.reason}</td>
                <td>{when(bonus.lifetimeEnd)}</td>
                <td>
                  {bonus.status === "claimed" ? `Claimed ${when(bonus.claimedAt)}` : STATUS[bonus.status]}
                  {canWrite && bonus.status === "pending" ? (
                    <RevokeBonusButton bonus={bonus} onStatus={setMessage} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
