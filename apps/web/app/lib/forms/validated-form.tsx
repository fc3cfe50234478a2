import type { FormEventHandler, ReactNode, RefObject } from "react";
import { FormAlert } from "./form-alert";
import styles from "./forms.module.css";

/**
 * A `useForm` form with its alert above it: the server's refusal is read at once, the browser's own
 * validation bubbles stay off (the fields say what is wrong), and the fields stack in one column.
 */
export function ValidatedForm({
  form,
  onSubmit,
  alert = form.formError,
  className,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the alert says instead of the form's error (the error with a way out, for instance). */
  alert?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{alert}</FormAlert>
      <form
        ref={form.formRef}
        className={className ? `${styles.form} ${className}` : styles.form}
        method="post"
        noValidate
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </>
  );
}
