import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../api";
import { useTranslation } from "../i18n";
import { useLocale } from "../session";
import { apiErrorText } from "./api-error-text";
import { useHydrated } from "./use-hydrated";
import { type FieldErrors, focusFirstInvalid, serverFieldText, validate } from "./validation";

type Values = Record<string, string | boolean>;

export interface SubmitOptions {
  /** Screen-specific wording for some error codes (see {@link apiErrorText}). */
  errorOverrides?: Parameters<typeof apiErrorText>[3];
  /** Field errors for codes that belong to one field (UNDERAGE → birthday). */
  fieldForCode?: Partial<Record<string, string>>;
}

/**
 * A small form controller on a contract schema: values, translated inline errors (checked on submit, on
 * leaving a filled field, and live once a field has an error), the form-level error of a refused request,
 * and focus on the first invalid field after a failed submit.
 */
export function useForm<V extends Values, S extends z.ZodType>(schema: S, initial: V) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const isReady = useHydrated();

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const fieldError = useCallback(
    (name: string, next: V) => {
      const result = validate(schema, next, t);
      return result.success ? undefined : result.errors[name];
    },
    [schema, t],
  );

  const setValue = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field already marked wrong is checked as it is typed in, so the message goes as soon as it is fixed.
    if (errors[name]) setErrors({ ...errors, [name]: fieldError(name, next) });
  };

  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ""),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
    onBlur: () => {
      const value = values[name];
      if (typeof value === "string" && value.trim() !== "") {
        setErrors((shown) => ({ ...shown, [name]: fieldError(name, values) }));
      }
    },
  });

  const checkbox = (name: keyof V & string) => ({
    name,
    checked: values[name] === true,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked),
  });

  /** Wraps the submit handler: validates, runs it, and turns a refused request into messages. */
  const handleSubmit =
    (onValid: (data: z.output<S>) => Promise<void>, options: SubmitOptions = {}) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setFormError(null);
      const result = validate(schema, values, t);
      if (!result.success) {
        setErrors(result.errors);
        setFocusRequest((count) => count + 1);
        return;
      }
      setErrors({});
      setIsSubmitting(true);
      try {
        await onValid(result.data);
      } catch (error) {
        const shown = serverFieldErrors(error, options.fieldForCode, t, locale, options.errorOverrides);
        setErrors(shown.fields);
        setFormError(shown.form);
        if (Object.keys(shown.fields).length > 0) setFocusRequest((count) => count + 1);
      } finally {
        setIsSubmitting(false);
      }
    };

  return {
    formRef,
    values,
    setValue,
    errors,
    setErrors,
    formError,
    setFormError,
    isSubmitting,
    /** False until the page is interactive: submit buttons wait for it (see {@link useHydrated}). */
    isReady,
    text,
    checkbox,
    handleSubmit,
  };
}

/** A refused request as form-level text plus, where the server named fields, inline errors. */
function serverFieldErrors(
  error: unknown,
  fieldForCode: Partial<Record<string, string>> = {},
  t: ReturnType<typeof useTranslation>["t"],
  locale: string,
  overrides: SubmitOptions["errorOverrides"],
): { form: string | null; fields: FieldErrors } {
  const message = apiErrorText(t, locale, error, overrides);
  if (!(error instanceof ApiError)) return { form: message, fields: {} };
  const field = fieldForCode[error.code];
  if (field) return { form: null, fields: { [field]: message } };
  if (error.code === "VALIDATION_FAILED" && error.details.length > 0) {
    const fields: FieldErrors = {};
    for (const detail of error.details) {
      const name = detail.path.split(".")[0] ?? detail.path;
      fields[name] ??= serverFieldText(t, name, detail.message);
    }
    return { form: message, fields };
  }
  return { form: message, fields: {} };
}
