import {
  GEO_BLOCK_REASONS,
  type GeoBlockReason,
  listGeoBlockReportsEndpoint,
} from "@casino/contracts/geo-restriction";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useApi } from "../../lib/api";
import { errorText } from "../../lib/status";
import styles from "./geo-restriction.module.css";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const REASON_LABELS: Record<GeoBlockReason, string> = {
  blocked_region: "Blocked region",
  api_error: "API error",
  permission_denied: "Permission denied",
  position_unavailable: "Position unavailable",
  timeout: "Timeout",
  not_supported: "Not supported",
};

/** The latest visitors the client sent to /geoblock/, and why. */
export function BlockReports() {
  const api = useApi();
  const [reason, setReason] = useState<GeoBlockReason | undefined>(undefined);
  const reports = useQuery({
    queryKey: ["backoffice", "geo-restriction", "block-reports", reason ?? "all"],
    queryFn: () =>
      api.call(listGeoBlockReportsEndpoint, { query: { limit: 100, ...(reason ? { reason } : {}) } }),
  });
  return (
    <section className={styles.card} aria-labelledby="block-reports-title">
      <h2 id="block-reports-title" className={styles.cardTitle}>
        Recent block reports
      </h2>
      <label>
        Reason{" "}
        <select
          className={styles.input}
          value={reason ?? "all"}
          onChange={(event) => {
            const value = event.target.value;
            setReason(
              (GEO_BLOCK_REASONS as readonly string[]).includes(value)
                ? (value as GeoBlockReason)
                : undefined,
            );
          }}
        >
          <option value="all">All</option>
          {GEO_BLOCK_REASONS.map((value) => (
            <option key={value} value={value}>
              {REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {reports.isError ? <p role="alert">{errorText(reports.error)}</p> : null}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.muted}>Visitors sent to the geoblock page, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Reason</th>
              <th scope="col">Address</th>
              <th scope="col">Placed in</th>
              <th scope="col">Player</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {(reports.data?.reports ?? []).map((report) => (
              <tr key={report.id}>
                <td>
                  <time dateTime={report.createdAt}>{dateTime.format(new Date(report.createdAt))}</time>
                </td>
                <td>{REASON_LABELS[report.reason]}</td>
                <td>{report.ip}</td>
                <td>{report.jurisdiction ?? "Unknown"}</td>
                <td>
                  {report.playerId ? <Link to={`/players/${report.playerId}`}>Open player</Link> : "Guest"}
                </td>
                <td>
                  {[report.permission && `permission ${report.permission}`, report.path, report.message]
                    .filter(Boolean)
                    .join(" · ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
