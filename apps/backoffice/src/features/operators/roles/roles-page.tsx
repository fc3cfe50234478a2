import { allows } from "@casino/contracts/operators";
import { Badge, Page } from "@casino/ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useOperator } from "../../../lib/session";
import { type Status, StatusMessage } from "../../../lib/status";
import styles from "../operators.module.css";
import { useRoles } from "../operators-queries";
import { RoleEditor } from "./role-editor";

const NEW = "new";

/** The roles and, for the one chosen in the URL (`?role=support`, `?role=new`), its editor. */
export function RolesPage() {
  const me = useOperator().data;
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<Status>(null);
  const canWrite = me ? allows(me.permissions, "staff:write") : false;
  const chosenId = params.get("role") ?? roles.data?.[0]?.id ?? null;
  const chosen = roles.data?.find((role) => role.id === chosenId) ?? null;
  const isNew = chosenId === NEW && canWrite;

  return (
    <Page title="Roles">
      <div className={styles.stack}>
        <StatusMessage status={status} />
        {roles.error ? (
          <p role="alert">The roles could not be loaded. Reload the page to try again.</p>
        ) : null}
        {roles.isPending ? <p>Loading…</p> : null}
        {roles.data ? (
          <div className={styles.split}>
            <nav aria-label="Roles" className={styles.card}>
              <ul className={styles.roleList}>
                {roles.data.map((role) => (
                  <li key={role.id}>
                    <Link
                      to={`?role=${encodeURIComponent(role.id)}`}
                      aria-current={role.id === chosen?.id && !isNew ? "true" : undefined}
                      className={styles.roleLink}
                    >
                      {role.name}
                      {role.isBuiltIn ? <Badge>built-in</Badge> : null}
                    </Link>
                  </li>
                ))}
              </ul>
              {canWrite ? (
                <Link
                  to={`?role=${NEW}`}
                  className={styles.roleLink}
                  aria-current={isNew ? "true" : undefined}
                >
                  + New role
                </Link>
              ) : null}
            </nav>
            <div className={styles.card}>
              {isNew || chosen ? (
                <RoleEditor
                  key={isNew ? NEW : chosen?.id}
                  role={isNew ? null : chosen}
                  canWrite={canWrite}
                  onStatus={setStatus}
                  onSaved={(saved) => setParams({ role: saved.id }, { replace: true })}
                />
              ) : (
                <p>Choose a role.</p>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
