import { type ComponentPropsWithRef, useId } from "react";
import styles from "./forms.module.css";
import { describedBy, type FieldFrameProps } from "./text-field";

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
