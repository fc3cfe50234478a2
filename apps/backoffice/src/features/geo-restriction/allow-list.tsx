import {
  addAllowedIpEndpoint,
  listAllowedIpsEndpoint,
  removeAllowedIpEndpoint,
} from "@casino/contracts/geo-restriction";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./geo-restriction.module.css";

const KEY = ["backoffice", "geo-restriction", "allowed-ips"] as const;
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Addresses and ranges that pass the geo check wherever they are: test devices, the office. */
export function AllowList({ canWrite }: { canWrite: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => api.call(listAllowedIpsEndpoint) });
  const [fields, setFields] = useState({ cidr: "", note: "" });
  const [status, setStatus] = useState<Status>(null);
  const add = useMutation({
    mutationFn: () => api.call(addAllowedIpEndpoint, { body: fields }),
    onSuccess: async (added) => {
      setFields({ cidr: "", note: "" });
      setStatus({ tone: "success", text: `${added.cidr} now passes the geo check.` });
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (row: { id: string; cidr: string }) =>
      api.call(removeAllowedIpEndpoint, { params: { id: row.id } }),
    onSuccess: async (_answer, row) => {
      setStatus({ tone: "success", text: `${row.cidr} is checked again.` });
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (name: "cidr" | "note") =>
    isApiError(add.error)
      ? add.error.details.find((detail) => detail.path === `body.${name}`)?.message
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className={styles.card} aria-labelledby="allow-list-title">
      <h2 id="allow-list-title" className={styles.cardTitle}>
        Allow-listed addresses
      </h2>
      <StatusMessage status={status} />
      {canWrite ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Allow an address">
          <div className={styles.row}>
            <FieldShell
              label="Address or range"
              hint="203.0.113.7, 203.0.113.0/24 or 2001:db8::/48"
              error={fieldError("cidr")}
            >
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={fields.cidr}
                  onChange={(event) => setFields((current) => ({ ...current, cidr: event.target.value }))}
                />
              )}
            </FieldShell>
            <FieldShell label="Why" error={fieldError("note")}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={fields.note}
                  onChange={(event) => setFields((current) => ({ ...current, note: event.target.value }))}
                />
              )}
            </FieldShell>
            <Button type="submit" disabled={add.isPending}>
              Allow
            </Button>
          </div>
        </form>
      ) : null}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.muted}>Addresses that pass the geo check</caption>
          <thead>
            <tr>
              <th scope="col">Range</th>
              <th scope="col">Why</th>
              <th scope="col">Added</th>
              {canWrite ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {(list.data?.allowedIps ?? []).map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.cidr}</th>
                <td>{row.note}</td>
                <td>
                  {dateTime.format(new Date(row.createdAt))}{" "}
                  <span className={styles.muted}>{row.createdBy}</span>
                </td>
                {canWrite ? (
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${row.cidr}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(row)}
                    >
                      Remove
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
