import { passwordResetEndpoint } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { FormAlert, formClasses, TextField, useForm } from "../../../lib/forms";
import { AppLink } from "../../../lib/prefetch";
import { useSession } from "../../../lib/session";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";
import { CaptchaField, type CaptchaHandle, isCaptchaActive } from "./captcha-field";

const FormSchema = passwordResetEndpoint.body.pick({ email: true });

/** `/reset`: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { appInit } = useSession();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm(FormSchema, { email: "" });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setCaptchaError(undefined);
    const captcha = (await captchaRef.current?.solve()) ?? null;
    if (captcha === null && isCaptchaActive(appInit?.captcha)) {
      setCaptchaError(t("auth.captcha.required"));
      return;
    }
    try {
      await browserApi.call(passwordResetEndpoint, { body: { email, captcha } });
      setSentTo(email);
    } finally {
      captchaRef.current?.reset();
    }
  });

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {t("auth.reset.title")}
      </h1>
      {sentTo ? (
        <div className={styles.notice} role="status">
          <p>{t("auth.reset.sent", { email: sentTo })}</p>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{t("auth.reset.lead")}</p>
          <FormAlert>{form.formError}</FormAlert>
          <form ref={form.formRef} className={formClasses.form} method="post" noValidate onSubmit={onSubmit}>
            <TextField
              label={t("auth.field.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...form.text("email")}
            />
            <CaptchaField ref={captchaRef} settings={appInit?.captcha} error={captchaError} />
            <Button type="submit" size="lg" block disabled={!form.isReady} aria-disabled={form.isSubmitting}>
              {form.isSubmitting ? t("auth.reset.sending") : t("auth.reset.send")}
            </Button>
          </form>
        </>
      )}
      <p className={styles.switch}>
        <AppLink to={withSearch("/signin/", carriedSearch(search))}>{t("auth.reset.backToSignIn")}</AppLink>
      </p>
    </section>
  );
}
