import { signInEndpoint } from "@casino/contracts";
import { signInRoute } from "@casino/contracts/client";
import { Page } from "@casino/ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { PasswordField, SubmitButton, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useAfterAuth } from "../hooks/use-after-auth";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";
import { AuthSwitch } from "./auth-switch";
import { EmailField } from "./email-field";

/** `/signin`: email and password; the server's refusals become friendly messages above the form. */
export function SignInForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const afterAuth = useAfterAuth();
  const form = useForm(signInEndpoint.body, { email: "", password: "" });
  const [isDone, setIsDone] = useState(false);

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await browserApi.call(signInRoute, { body });
    setIsDone(true);
    await afterAuth(result);
  });

  return (
    <Page title={t("auth.signIn.title")}>
      <ValidatedForm form={form} onSubmit={onSubmit}>
        <EmailField {...form.text("email")} />
        <PasswordField
          label={t("auth.field.password")}
          autoComplete="current-password"
          required
          {...form.text("password")}
        />
        <div className={styles.row}>
          <AppLink className={styles.link} to={withSearch("/reset/", carriedSearch(search))}>
            {t("auth.signIn.forgot")}
          </AppLink>
        </div>
        <SubmitButton
          form={form}
          label={t("auth.signIn.submit")}
          busyLabel={t("auth.signIn.submitting")}
          isDone={isDone}
        />
      </ValidatedForm>
      <AuthSwitch to="signup" />
    </Page>
  );
}
