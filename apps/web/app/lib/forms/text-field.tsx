import { FieldShell, type FieldShellProps } from "@casino/ui";
import type { ComponentPropsWithRef, ReactNode } from "react";
import styles from "./forms.module.css";

/** The label, hint and error every field takes (the frame is `FieldShell` of the design system). */
export type FieldFrameProps = Pick<FieldShellProps, "label" | "error" | "hint">;

type TextFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<"input">, "id"> & {
    /** Placed after the input inside its box (the show-password toggle). */
    trailing?: ReactNode;
    /** Rendered below the input (the password strength meter). */
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
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      after={after}
      describedById={afterId}
    >
      {(control) => (
        <div className={styles.control}>
          <input className={styles.input} {...control} {...input} />
          {trailing}
        </div>
      )}
    </FieldShell>
  );
}
