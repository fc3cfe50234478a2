import { exportSelfExclusionsEndpoint } from "@casino/contracts/responsible-play";
import { Link } from "react-router";
import { errorText, StatusMessage } from "../../lib/status";
import styles from "./responsible-play.module.css";
import { useSelfExclusionList } from "./responsible-play-queries";

const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** The players self-excluded now, with the list as a CSV download (the export is audited). */
export function SelfExclusionsPage() {
  const list = useSelfExclusionList();
  return (
    <div className={styles.stack}>
      <h1>Self-exclusions</h1>
      <p>
        <a href={exportSelfExclusionsEndpoint.path} download>
          Export CSV
        </a>
      </p>
      {list.error ? <StatusMessage status={{ tone: "error", text: errorText(list.error) }} /> : null}
      {list.data ? (
        list.data.entries.length === 0 ? (
          <p>No player is self-excluded.</p>
        ) : (
          <table className={styles.table}>
            <caption>Players self-excluded now</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Brand</th>
                <th scope="col">From</th>
                <th scope="col">Until</th>
              </tr>
            </thead>
            <tbody>
              {list.data.entries.map((entry) => (
                <tr key={entry.playerId}>
                  <td>
                    <Link to={`/players/${entry.playerId}`}>{entry.email}</Link>
                  </td>
                  <td>{entry.brandId}</td>
                  <td>{date.format(new Date(entry.startsAt))}</td>
                  <td>{date.format(new Date(entry.endsAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </div>
  );
}
