import { FieldShell } from "@casino/ui";
import styles from "./sign-in.module.css";

/** The six digits of an authenticator app, typed or pasted (spaces dropped), offered by the OS keyboard. */
export function CodeField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FieldShell label="6-digit code" hint="From your authenticator app." error={error}>
      {(control) => (
        <input
          {...control}
          className={`${styles.input} ${styles.code}`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          // biome-ignore lint/a11y/noAutofocus: the second step's only field; the step replaced the form that had focus.
          autoFocus
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
        />
      )}
    </FieldShell>
  );
}
