import { requestAdjustmentEndpoint } from "@casino/contracts/balance-adjustments";
import { CURRENCIES, type Currency } from "@casino/contracts/money";
import { allows } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { ADJUSTMENTS_KEY } from "./adjustments-queries";
import styles from "./balance-adjustments.module.css";

const EMPTY = { currency: "entries" as Currency, amount: "", reason: "" };

/**
 * Requests a balance adjustment for a player (a signed amount in major units, with a reason). The page
 * shows the outcome the server decided: posted at once, or waiting for a second operator.
 */
export function AdjustmentRequestForm({ playerId, onChanged }: { playerId: string; onChanged: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<Status>(null);
  const request = useMutation({
    mutationFn: () => api.call(requestAdjustmentEndpoint, { params: { id: playerId }, body: fields }),
    onSuccess: (adjustment) => {
      setFields(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY });
      onChanged();
      setStatus({
        tone: "success",
        text:
          adjustment.status === "POSTED"
            ? `${adjustment.amount} ${adjustment.currency} posted.`
            : `${adjustment.amount} ${adjustment.currency} is above the brand's limit: it waits for a second operator's approval.`,
      });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const me = useOperator().data;
  if (!me || !allows(me.permissions, "adjustments:write")) return null;
  const fieldError = (name: string) =>
    isApiError(request.error)
      ? request.error.details.find((detail) => detail.path === name)?.message
      : undefined;
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Adjust the balance">
      <h3 className={styles.formTitle}>Adjust the balance</h3>
      <StatusMessage status={status} />
      <FieldShell label="Currency" error={fieldError("currency")}>
        {(control) => (
          <select {...control} className={styles.input} value={fields.currency} onChange={set("currency")}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Amount (negative takes from the player)" error={fieldError("amount")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            inputMode="decimal"
            placeholder="25 or -12.50"
            value={fields.amount}
            onChange={set("amount")}
          />
        )}
      </FieldShell>
      <FieldShell label="Reason" error={fieldError("reason")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            maxLength={500}
            value={fields.reason}
            onChange={set("reason")}
          />
        )}
      </FieldShell>
      <div>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? "Sending…" : "Request adjustment"}
        </Button>
      </div>
    </form>
  );
}
