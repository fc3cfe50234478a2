import type { z } from "zod";
import type { TFunction } from "../i18n";

/** Translated messages by field name; a field without an entry is valid. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = z.core.$ZodIssue;

/**
 * Dictionary keys for the contracts' rules, by field and zod issue code. The contracts stay the only
 * source of the rules; these only give each refusal a translated text (the contract's English message is
 * the fallback when a key is missing).
 */
const FIELD_KEYS: Record<string, Partial<Record<Issue["code"] | "default", string>>> = {
  email: { default: "forms.error.email" },
  password: {
    too_small: "forms.error.passwordTooShort",
    too_big: "forms.error.tooLong",
    default: "forms.error.passwordWeak",
  },
  termsAccepted: { default: "forms.error.terms" },
  code: { default: "forms.error.code" },
  name: { too_big: "forms.error.tooLong", default: "forms.error.lettersOnly" },
  surname: { too_big: "forms.error.tooLong", default: "forms.error.lettersOnly" },
  birthday: { custom: "forms.error.underage", default: "forms.error.birthday" },
  zip: { default: "forms.error.zip" },
  state: { default: "forms.error.state" },
  phone: { default: "forms.error.phone" },
  // The bank account a redemption is paid to (redemptions' PayoutDetailsSchema).
  accountHolder: { too_big: "forms.error.tooLong", default: "forms.error.accountHolder" },
  routingNumber: { default: "forms.error.routingNumber" },
  accountNumber: { default: "forms.error.accountNumber" },
};

const GENERIC_KEYS: Partial<Record<Issue["code"], string>> = {
  too_small: "forms.error.required",
  too_big: "forms.error.tooLong",
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The translated text of one zod issue on `field`, whose raw value was `value`. */
export function issueText(t: TFunction, field: string, issue: Issue, value: unknown): string {
  if (typeof value !== "boolean" && isEmpty(value)) return t("forms.error.required");
  const byField = FIELD_KEYS[field];
  const key = byField?.[issue.code] ?? byField?.default ?? GENERIC_KEYS[issue.code];
  const limits = {
    minimum: "minimum" in issue ? String(issue.minimum) : "",
    maximum: "maximum" in issue ? String(issue.maximum) : "",
  };
  return key ? t(key, { ...limits, defaultValue: issue.message }) : issue.message;
}

/** A field the server refused (VALIDATION_FAILED details): the field's own text when there is one. */
export function serverFieldText(t: TFunction, field: string, message: string): string {
  const key = FIELD_KEYS[field]?.default;
  return key ? t(key, { defaultValue: message }) : message;
}

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/**
 * Checks form values against a contract schema. The first problem of each field is kept, translated;
 * `fields` limits the check to what the form shows (a partial form still gets every other rule checked
 * by the server).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  t: TFunction,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field] === undefined) errors[field] = issueText(t, field, issue, values[field]);
  }
  return { success: false, errors };
}

/** Moves keyboard focus to the first field the form marked invalid, in document order. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
