import { FieldShell } from "@casino/ui";
import type { ComponentPropsWithRef, ReactNode } from "react";
import styles from "./forms.module.css";

type CheckboxFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & {
  label: ReactNode;
  error?: string;
};

/** A native checkbox with its label beside it and its inline error below. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <FieldShell label={label} error={error} layout="inline" className={className}>
      {(control) => <input type="checkbox" className={styles.checkbox} {...control} {...input} />}
    </FieldShell>
  );
}
