import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import styles from "./forms.module.css";
import { describedBy } from "./text-field";

type CheckboxFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & {
  label: ReactNode;
  error?: string;
};

/** A native checkbox with its label beside it and its inline error below. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : undefined)}
          {...input}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
