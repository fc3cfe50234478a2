import type { ComponentProps } from "react";
import { PasswordField } from "../../../lib/forms";
import { PasswordStrengthMeter } from "./password-strength-meter";

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, "autoComplete" | "meter"> & {
  label: string;
  value: string;
};

/** A password being chosen (sign-up, registration complete, reset): offered to the password manager, rated as typed. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      required
      meter={(id) => <PasswordStrengthMeter id={id} password={props.value} />}
      {...props}
    />
  );
}
