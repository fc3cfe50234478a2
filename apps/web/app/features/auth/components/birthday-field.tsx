import type { ChangeEvent } from "react";
import { TextField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";

interface BirthdayFieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The date of birth asked at sign-up. The minimum age depends on where the visitor connects from, so the
 * server judges it (UNDERAGE names the age); the field only asks for a real date.
 */
export function BirthdayField(props: BirthdayFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.field.birthday")}
      hint={t("auth.field.birthdayHint")}
      type="date"
      autoComplete="bday"
      required
      {...props}
    />
  );
}
