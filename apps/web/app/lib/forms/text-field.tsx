import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import styles from "./forms.module.css";

export interface FieldFrameProps {
  label: ReactNode;
  /** Translated message; the control is marked invalid and described by it. */
  error?: string;
  hint?: ReactNode;
}

/** Ids that tie a control to its hint and error, for `aria-describedby`. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

type TextFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<"input">, "id"> & {
    /** Placed after the input inside its box (the show-password toggle). */
    trailing?: ReactNode;
    /** Rendered below the hint (the password strength meter). */
    after?: ReactNode;
    afterId?: string;
  };

/** A labelled input with its hint and inline error, announced with the control (WCAG 1.3.1, 3.3.1). */
export function TextField({
  label,
  error,
  hint,
  trailing,
  after,
  afterId,
  className,
  ...input
}: TextFieldProps) {
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
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined, afterId)}
          {...input}
        />
        {trailing}
      </div>
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
