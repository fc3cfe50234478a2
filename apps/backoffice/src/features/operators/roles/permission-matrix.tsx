import {
  ACCESS_LEVELS,
  type Access,
  BACKOFFICE_MODULES,
  type BackofficeModule,
  type Permission,
} from "@casino/contracts/operators";
import styles from "../operators.module.css";

/** The modules' names as operators read them. */
export const MODULE_NAMES: Record<BackofficeModule, string> = {
  dashboard: "Dashboard",
  players: "Players",
  adjustments: "Balance adjustments",
  ledger: "Ledger",
  content: "Content",
  staff: "Staff and roles",
  audit: "Audit log",
  support: "Support inbox",
  compliance: "Compliance",
  cash: "Purchases and redemptions",
};

const ACCESS_NAMES: Record<Access, string> = { read: "Read", write: "Write" };

/**
 * A permission list after one checkbox changed. Write includes read (`allows()`), so checking write checks
 * read too, and unchecking read unchecks write; the list keeps the contract's order.
 */
export function togglePermission(
  permissions: readonly Permission[],
  module: BackofficeModule,
  access: Access,
  isChecked: boolean,
): Permission[] {
  const next = new Set(permissions);
  if (isChecked) {
    next.add(`${module}:${access}`);
    if (access === "write") next.add(`${module}:read`);
  } else {
    next.delete(`${module}:${access}`);
    if (access === "read") next.delete(`${module}:write`);
  }
  return BACKOFFICE_MODULES.flatMap((each) =>
    ACCESS_LEVELS.map((level) => `${each}:${level}` as Permission).filter((permission) =>
      next.has(permission),
    ),
  );
}

/** Module × read/write checkboxes of one role; read-only for a built-in role or while saving. */
export function PermissionMatrix({
  caption,
  value,
  onChange,
  disabled = false,
}: {
  caption: string;
  value: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
  disabled?: boolean;
}) {
  const has = new Set(value);
  return (
    <table className={styles.matrix}>
      <caption className={styles.matrixCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Module</th>
          {ACCESS_LEVELS.map((access) => (
            <th scope="col" key={access}>
              {ACCESS_NAMES[access]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {BACKOFFICE_MODULES.map((module) => (
          <tr key={module}>
            <th scope="row">{MODULE_NAMES[module]}</th>
            {ACCESS_LEVELS.map((access) => (
              <td key={access}>
                <input
                  type="checkbox"
                  className={styles.matrixBox}
                  aria-label={`${ACCESS_NAMES[access]} ${MODULE_NAMES[module]}`}
                  checked={has.has(`${module}:${access}`)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(togglePermission(value, module, access, event.target.checked))
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
