import { passwordResetConfirmEndpoint } from "@casino/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { FormAlert, formClasses, PasswordField, SubmitButton, useForm } from "../../../lib/forms";
import { AppLink } from "../../../lib/prefetch";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";
import { PasswordStrengthMeter } from "./password-strength-meter";

const FormSchema = passwordResetConfirmEndpoint.body.pick({ password: true });

/** `/reset?token=…`: the emailed link's page, where a new password is set. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [isDone, setIsDone] = useState(false);
  const form = useForm(FormSchema, { password: "" });
  const signInLink = withSearch("/signin/", carriedSearch(search));

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      await browserApi.call(passwordResetConfirmEndpoint, { body: { token, password } });
      setIsDone(true);
    },
    {
      errorOverrides: {
        TOKEN_INVALID: "auth.reset.tokenInvalid",
        VALIDATION_FAILED: "auth.reset.tokenInvalid",
      },
    },
  );

  return (
    <section className={styles.page} aria-labelledby="new-password-title">
      <h1 id="new-password-title" className={styles.title}>
        {t("auth.newPassword.title")}
      </h1>
      {isDone ? (
        <div className={styles.notice} role="status">
          <p>{t("auth.newPassword.done")}</p>
          <AppLink to={signInLink}>{t("auth.signIn.submit")}</AppLink>
        </div>
      ) : (
        <>
          <FormAlert>
            {form.formError ? (
              <>
                {form.formError}{" "}
                <AppLink to={withSearch("/reset/", carriedSearch(search))}>{t("auth.reset.again")}</AppLink>
              </>
            ) : null}
          </FormAlert>
          <form ref={form.formRef} className={formClasses.form} method="post" noValidate onSubmit={onSubmit}>
            <PasswordField
              label={t("auth.field.newPassword")}
              autoComplete="new-password"
              required
              meter={(id) => <PasswordStrengthMeter id={id} password={String(form.values.password)} />}
              {...form.text("password")}
            />
            <SubmitButton
              form={form}
              label={t("auth.newPassword.save")}
              busyLabel={t("auth.newPassword.saving")}
            />
          </form>
        </>
      )}
    </section>
  );
}
