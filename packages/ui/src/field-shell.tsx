import { type ReactNode, useId } from "react";
import styles from "./field-shell.module.css";

/** What a field's control needs to be tied to its label, hint and error (WCAG 1.3.1, 3.3.1). */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  /** Translated message; the control is marked invalid and described by it. */
  error?: string;
  hint?: ReactNode;
  /** Another element that describes the control (a password strength meter). */
  describedById?: string;
  /** `inline`: a checkbox, with its label beside it; `stacked`: label, hint, then the control. */
  layout?: "stacked" | "inline";
  className?: string;
  /** Shown under the control, above the error. */
  after?: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Ids that describe a control, for `aria-describedby`; undefined when there are none. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/**
 * The frame every form field shares: the label bound to the control, the hint and the inline error, which
 * the control is described by, so a screen reader announces them with it.
 */
export function FieldShell({
  label,
  error,
  hint,
  describedById,
  layout = "stacked",
  className,
  after,
  children,
}: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hintId, errorId, describedById),
  });
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {layout === "inline" ? (
        <div className={styles.inlineRow}>
          {control}
          <label htmlFor={id} className={styles.inlineLabel}>
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          {control}
        </>
      )}
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
