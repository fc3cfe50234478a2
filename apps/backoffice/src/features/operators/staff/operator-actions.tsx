import {
  type Operator,
  type Role,
  resetOperatorSecondFactorEndpoint,
  updateOperatorEndpoint,
} from "@casino/contracts/operators";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../../lib/api";
import { ConfirmDialog } from "../../../lib/dialog";
import { errorText, type Status } from "../../../lib/status";
import styles from "../operators.module.css";
import { storeOperator } from "../operators-queries";

type Change = { roleId?: string; status?: Operator["status"] };

/**
 * One operator's controls: role, disable or enable, reset of the authenticator. Each waits for the server
 * (the control is disabled meanwhile) and shows what the server answered; nothing is changed ahead of it.
 */
export function OperatorActions({
  operator,
  roles,
  isSelf,
  onStatus,
}: {
  operator: Operator;
  roles: readonly Role[];
  isSelf: boolean;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useMutation({
    mutationFn: (change: Change) =>
      api.call(updateOperatorEndpoint, { params: { id: operator.id }, body: change }),
    onSuccess: (answer, change) => {
      storeOperator(queryClient, answer);
      const role = roles.find((each) => each.id === answer.roleId)?.name ?? answer.roleId;
      onStatus({
        tone: "success",
        text: change.status
          ? `${answer.email} is ${answer.status === "ACTIVE" ? "enabled" : "disabled and signed out"}.`
          : `${answer.email} now has the role ${role}.`,
      });
    },
    onError: (error) => onStatus({ tone: "error", text: `${operator.email}: ${errorText(error)}` }),
  });
  const reset = useMutation({
    mutationFn: () => api.call(resetOperatorSecondFactorEndpoint, { params: { id: operator.id } }),
    onSuccess: (answer) => {
      storeOperator(queryClient, answer);
      setIsConfirming(false);
      onStatus({
        tone: "success",
        text: `${answer.email} is signed out and sets up a new authenticator at their next sign-in.`,
      });
    },
    onError: (error) => {
      setIsConfirming(false);
      onStatus({ tone: "error", text: `${operator.email}: ${errorText(error)}` });
    },
  });
  const isBusy = update.isPending || reset.isPending;
  // While a role change is on its way the select shows the chosen role, disabled; the list keeps the server's.
  const shownRoleId = update.isPending && update.variables.roleId ? update.variables.roleId : operator.roleId;

  return (
    <div className={styles.actions}>
      <label className={styles.inlineField}>
        <span className={styles.visuallyHidden}>Role of {operator.email}</span>
        <select
          className={styles.smallInput}
          value={shownRoleId}
          disabled={isBusy || isSelf}
          title={isSelf ? "You cannot change your own role." : undefined}
          onChange={(event) => update.mutate({ roleId: event.target.value })}
        >
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="sm"
        variant="secondary"
        disabled={isBusy || isSelf}
        aria-label={`${operator.status === "ACTIVE" ? "Disable" : "Enable"} ${operator.email}`}
        onClick={() => update.mutate({ status: operator.status === "ACTIVE" ? "DISABLED" : "ACTIVE" })}
      >
        {operator.status === "ACTIVE" ? "Disable" : "Enable"}
      </Button>
      {isSelf ? null : (
        <Button
          size="sm"
          variant="ghost"
          disabled={isBusy || !operator.hasSecondFactor}
          aria-label={`Reset two-step sign-in of ${operator.email}`}
          onClick={() => setIsConfirming(true)}
        >
          Reset 2FA
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Reset two-step sign-in?"
        confirmLabel="Reset and sign out"
        pendingLabel="Resetting…"
        isPending={reset.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => reset.mutate()}
      >
        <p>
          {operator.name} ({operator.email}) loses their authenticator and recovery codes and is signed out
          everywhere. They set up a new authenticator at their next sign-in.
        </p>
      </ConfirmDialog>
    </div>
  );
}
