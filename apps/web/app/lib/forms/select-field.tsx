import { FieldShell } from "@casino/ui";
import type { ComponentPropsWithRef } from "react";
import styles from "./forms.module.css";
import type { FieldFrameProps } from "./text-field";

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<"select">, "id"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder: string;
  };

/** A native select: keyboard and screen-reader support come with the platform. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className={styles.input} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
