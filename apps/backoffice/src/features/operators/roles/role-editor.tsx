import { type Permission, type Role, saveRoleEndpoint } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../../lib/api";
import { errorText, type Status } from "../../../lib/status";
import styles from "../operators.module.css";
import { storeRole } from "../operators-queries";
import { PermissionMatrix } from "./permission-matrix";

/**
 * Edits one role (or a new one, `role` null): name and permission matrix. Built-in roles are shown
 * read-only, and so is every role to an operator without `staff:write`. Saving waits for the server and
 * then shows the role as the server answered it.
 */
export function RoleEditor({
  role,
  canWrite,
  onSaved,
  onStatus,
}: {
  role: Role | null;
  canWrite: boolean;
  onSaved: (role: Role) => void;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [id, setId] = useState(role?.id ?? "");
  const [name, setName] = useState(role?.name ?? "");
  const [permissions, setPermissions] = useState<Permission[]>(role?.permissions ?? []);
  const isReadOnly = !canWrite || Boolean(role?.isBuiltIn);
  const save = useMutation({
    mutationFn: () => api.call(saveRoleEndpoint, { params: { id }, body: { name, permissions } }),
    onSuccess: (saved) => {
      storeRole(queryClient, saved);
      setName(saved.name);
      setPermissions(saved.permissions);
      onStatus({ tone: "success", text: `Role ${saved.name} saved.` });
      onSaved(saved);
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (field: string) =>
    isApiError(save.error) ? save.error.details.find((detail) => detail.path === field)?.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const title = role ? role.name : "New role";

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-labelledby="role-editor-title">
      <h2 id="role-editor-title" className={styles.cardTitle}>
        {title}
      </h2>
      {role?.isBuiltIn ? (
        <p className={styles.muted}>Built-in role: its permissions are fixed and it cannot be changed.</p>
      ) : null}
      {role ? null : (
        <FieldShell
          label="Identifier"
          hint="2–40 lowercase letters, digits or dashes; cannot change later."
          error={fieldError("id")}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              autoComplete="off"
              spellCheck={false}
              value={id}
              disabled={save.isPending}
              onChange={(event) => setId(event.target.value.toLowerCase())}
            />
          )}
        </FieldShell>
      )}
      <FieldShell label="Name" error={fieldError("name")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete="off"
            value={name}
            readOnly={isReadOnly}
            disabled={save.isPending}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FieldShell>
      <div className={styles.matrixScroller}>
        <PermissionMatrix
          caption={`Permissions of ${title}`}
          value={permissions}
          onChange={setPermissions}
          disabled={isReadOnly || save.isPending}
        />
      </div>
      {isReadOnly ? null : (
        <div className={styles.formActions}>
          <Button type="submit" disabled={save.isPending || !id}>
            {save.isPending ? "Saving…" : "Save role"}
          </Button>
        </div>
      )}
    </form>
  );
}
