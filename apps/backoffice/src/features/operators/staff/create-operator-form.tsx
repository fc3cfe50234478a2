import { createOperatorEndpoint, type Role } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../../lib/api";
import { errorText, type Status } from "../../../lib/status";
import styles from "../operators.module.css";
import { storeOperator } from "../operators-queries";

const EMPTY = { email: "", name: "", roleId: "", password: "" };

/** Opens an operator account; the new operator enrols an authenticator at their first sign-in. */
export function CreateOperatorForm({
  roles,
  onStatus,
}: {
  roles: readonly Role[];
  onStatus: (s: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({ ...EMPTY, roleId: roles[0]?.id ?? "" });
  const create = useMutation({
    mutationFn: () => api.call(createOperatorEndpoint, { body: fields }),
    onSuccess: (operator) => {
      storeOperator(queryClient, operator);
      setFields({ ...EMPTY, roleId: fields.roleId });
      onStatus({
        tone: "success",
        text: `${operator.email} can now sign in with that password and will set up two-step sign-in.`,
      });
    },
    onError: (error) =>
      onStatus({
        tone: "error",
        text:
          isApiError(error) && error.code === "CONFLICT"
            ? "An operator with this e-mail exists."
            : errorText(error),
      }),
  });
  const fieldError = (name: string) =>
    isApiError(create.error)
      ? create.error.details.find((detail) => detail.path === name)?.message
      : undefined;
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate>
      <FieldShell label="E-mail" error={fieldError("email")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            autoComplete="off"
            value={fields.email}
            onChange={set("email")}
          />
        )}
      </FieldShell>
      <FieldShell label="Name" error={fieldError("name")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete="off"
            value={fields.name}
            onChange={set("name")}
          />
        )}
      </FieldShell>
      <FieldShell label="Role" error={fieldError("roleId")}>
        {(control) => (
          <select {...control} className={styles.input} value={fields.roleId} onChange={set("roleId")}>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell
        label="First password"
        hint="At least 12 characters. Give it to them in person or by a safe channel."
        error={fieldError("password")}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set("password")}
          />
        )}
      </FieldShell>
      <div className={styles.formActions}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add operator"}
        </Button>
      </div>
    </form>
  );
}
