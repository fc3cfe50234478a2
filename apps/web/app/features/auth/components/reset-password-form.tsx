import { passwordResetConfirmEndpoint } from "@casino/contracts";
import { passwordResetConfirmRoute } from "@casino/contracts/client";
import { Page } from "@casino/ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { SubmitButton, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";
import { NewPasswordField } from "./new-password-field";

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
      await browserApi.call(passwordResetConfirmRoute, { body: { token, password } });
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
    <Page title={t("auth.newPassword.title")}>
      {isDone ? (
        <div className={styles.notice} role="status">
          <p>{t("auth.newPassword.done")}</p>
          <AppLink to={signInLink}>{t("auth.signIn.submit")}</AppLink>
        </div>
      ) : (
        <ValidatedForm
          form={form}
          onSubmit={onSubmit}
          alert={
            form.formError ? (
              <>
                {form.formError}{" "}
                <AppLink to={withSearch("/reset/", carriedSearch(search))}>{t("auth.reset.again")}</AppLink>
              </>
            ) : null
          }
        >
          <NewPasswordField label={t("auth.field.newPassword")} {...form.text("password")} />
          <SubmitButton
            form={form}
            label={t("auth.newPassword.save")}
            busyLabel={t("auth.newPassword.saving")}
          />
        </ValidatedForm>
      )}
    </Page>
  );
}
