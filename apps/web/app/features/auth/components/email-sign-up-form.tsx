import { SignUpBodySchema, signUpEndpoint } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { readReferralCodes, referralCodesFromQuery } from "../../../lib/cookies";
import { FormAlert, formClasses, PasswordField, TextField, useForm } from "../../../lib/forms";
import { useSession } from "../../../lib/session";
import { useAfterAuth } from "../hooks/use-after-auth";
import { signUpAcquisition } from "../model/acquisition";
import { markWelcomePending } from "../model/welcome-pending";
import { CaptchaField, type CaptchaHandle, isCaptchaActive } from "./captcha-field";
import { CheckEmailNotice } from "./check-email-notice";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { TermsCheckbox } from "./terms-checkbox";

const FormSchema = SignUpBodySchema.pick({ email: true, password: true, termsAccepted: true });

/** Sign-up with email and password (the `email` flow of `/rest/otp/get-flow/`). */
export function EmailSignUpForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { appInit } = useSession();
  const afterAuth = useAfterAuth();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const form = useForm(FormSchema, { email: "", password: "", termsAccepted: false });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setCaptchaError(undefined);
    const captcha = (await captchaRef.current?.solve()) ?? null;
    if (captcha === null && isCaptchaActive(appInit?.captcha)) {
      setCaptchaError(t("auth.captcha.required"));
      return;
    }
    try {
      const acquisition = signUpAcquisition(search, readReferralCodes(), referralCodesFromQuery(search));
      const result = await browserApi.call(signUpEndpoint, {
        body: { email, password, termsAccepted: true, captcha, ...acquisition },
      });
      if (!result.isSignedIn) {
        setCheckEmailFor(email);
        return;
      }
      markWelcomePending(email);
      await afterAuth(result);
    } finally {
      captchaRef.current?.reset();
    }
  });

  if (checkEmailFor) return <CheckEmailNotice email={checkEmailFor} />;
  return (
    <>
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
        <PasswordField
          label={t("auth.field.password")}
          autoComplete="new-password"
          required
          meter={(id) => <PasswordStrengthMeter id={id} password={String(form.values.password)} />}
          {...form.text("password")}
        />
        <TermsCheckbox {...form.checkbox("termsAccepted")} />
        <CaptchaField ref={captchaRef} settings={appInit?.captcha} error={captchaError} />
        <Button type="submit" size="lg" block disabled={!form.isReady} aria-disabled={form.isSubmitting}>
          {form.isSubmitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
        </Button>
      </form>
    </>
  );
}
