import { SignUpBodySchema } from "@casino/contracts";
import { signUpRoute } from "@casino/contracts/client";
import { useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { readReferralCodes, referralCodesFromQuery } from "../../../lib/cookies";
import { SubmitButton, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useAfterAuth } from "../hooks/use-after-auth";
import { useCaptcha } from "../hooks/use-captcha";
import { signUpAcquisition } from "../model/acquisition";
import { markWelcomePending } from "../model/welcome-pending";
import { BirthdayField } from "./birthday-field";
import { CheckEmailNotice } from "./check-email-notice";
import { EmailField } from "./email-field";
import { NewPasswordField } from "./new-password-field";
import { TermsCheckbox } from "./terms-checkbox";

const FormSchema = SignUpBodySchema.pick({
  email: true,
  password: true,
  birthday: true,
  termsAccepted: true,
});

/** Sign-up with email and password (the `email` flow of `/rest/otp/get-flow/`). */
export function EmailSignUpForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const afterAuth = useAfterAuth();
  const captcha = useCaptcha();
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const form = useForm(FormSchema, { email: "", password: "", birthday: "", termsAccepted: false });

  const onSubmit = form.handleSubmit(
    async ({ email, password, birthday }) => {
      const acquisition = signUpAcquisition(search, readReferralCodes(), referralCodesFromQuery(search));
      const sent = await captcha.send((proof) =>
        browserApi.call(signUpRoute, {
          body: { email, password, birthday, termsAccepted: true, captcha: proof, ...acquisition },
        }),
      );
      if (!sent.isSent) return;
      if (!sent.result.isSignedIn) {
        setCheckEmailFor(email);
        return;
      }
      markWelcomePending(email);
      await afterAuth(sent.result);
    },
    { fieldForCode: { UNDERAGE: "birthday" } },
  );

  if (checkEmailFor) return <CheckEmailNotice email={checkEmailFor} />;
  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <EmailField {...form.text("email")} />
      <NewPasswordField label={t("auth.field.password")} {...form.text("password")} />
      <BirthdayField {...form.text("birthday")} />
      <TermsCheckbox {...form.checkbox("termsAccepted")} />
      {captcha.field}
      <SubmitButton form={form} label={t("auth.signUp.submit")} busyLabel={t("auth.signUp.submitting")} />
    </ValidatedForm>
  );
}
