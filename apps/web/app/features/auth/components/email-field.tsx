import type { ComponentProps } from "react";
import { TextField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "type" | "autoComplete" | "inputMode"
>;

/** The e-mail address every auth form asks for: required, with the e-mail keyboard and autofill. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.field.email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
