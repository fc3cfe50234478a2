import { passwordResetEndpoint } from "@casino/contracts";
import { passwordResetRoute } from "@casino/contracts/client";
import { Page } from "@casino/ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { SubmitButton, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useCaptcha } from "../hooks/use-captcha";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";
import { EmailField } from "./email-field";

const FormSchema = passwordResetEndpoint.body.pick({ email: true });

/** `/reset`: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm(FormSchema, { email: "" });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const sent = await captcha.send((proof) =>
      browserApi.call(passwordResetRoute, { body: { email, captcha: proof } }),
    );
    if (sent.isSent) setSentTo(email);
  });

  return (
    <Page title={t("auth.reset.title")}>
      {sentTo ? (
        <div className={styles.notice} role="status">
          <p>{t("auth.reset.sent", { email: sentTo })}</p>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{t("auth.reset.lead")}</p>
          <ValidatedForm form={form} onSubmit={onSubmit}>
            <EmailField {...form.text("email")} />
            {captcha.field}
            <SubmitButton form={form} label={t("auth.reset.send")} busyLabel={t("auth.reset.sending")} />
          </ValidatedForm>
        </>
      )}
      <p className={styles.switch}>
        <AppLink to={withSearch("/signin/", carriedSearch(search))}>{t("auth.reset.backToSignIn")}</AppLink>
      </p>
    </Page>
  );
}
