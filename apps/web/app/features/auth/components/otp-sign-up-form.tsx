import { ONE_TIME_CODE_LENGTH, otpVerifyEndpoint, SignUpBodySchema } from "@casino/contracts";
import { otpRequestRoute, otpVerifyRoute } from "@casino/contracts/client";
import { useState } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { readReferralCodes, referralCodesFromQuery } from "../../../lib/cookies";
import { apiErrorText, SubmitButton, TextField, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { useAfterAuth } from "../hooks/use-after-auth";
import { useCaptcha } from "../hooks/use-captcha";
import { signUpAcquisition } from "../model/acquisition";
import styles from "./auth.module.css";
import { BirthdayField } from "./birthday-field";
import { CheckEmailNotice } from "./check-email-notice";
import { EmailField } from "./email-field";
import { TermsCheckbox } from "./terms-checkbox";

const EmailStepSchema = SignUpBodySchema.pick({ email: true, birthday: true, termsAccepted: true });
const CodeStepSchema = otpVerifyEndpoint.body.pick({ code: true });

/**
 * Sign-up with a one-time code (the `otp` flow): the visitor gives an email, receives a code, types it in.
 * The account is finished later on the registration-complete page or modal (spec §5).
 */
export function OtpSignUpForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const locale = useLocale();
  const afterAuth = useAfterAuth();
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [birthday, setBirthday] = useState("");
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [isResending, setIsResending] = useState(false);
  const emailForm = useForm(EmailStepSchema, { email: "", birthday: "", termsAccepted: false });
  const codeForm = useForm(CodeStepSchema, { code: "" });

  async function requestCode(email: string): Promise<boolean> {
    const sent = await captcha.send((proof) =>
      browserApi.call(otpRequestRoute, { body: { email, captcha: proof } }),
    );
    return sent.isSent;
  }

  const onEmail = emailForm.handleSubmit(async (values) => {
    if (!(await requestCode(values.email))) return;
    setBirthday(values.birthday);
    setSentTo(values.email);
  });

  const onCode = codeForm.handleSubmit(
    async ({ code }) => {
      if (!sentTo) return;
      const acquisition = signUpAcquisition(search, readReferralCodes(), referralCodesFromQuery(search));
      const result = await browserApi.call(otpVerifyRoute, {
        body: { email: sentTo, code, birthday, termsAccepted: true, ...acquisition },
      });
      if (!result.isSignedIn) {
        setCheckEmailFor(sentTo);
        return;
      }
      await afterAuth(result);
    },
    // The date of birth was given on the first step: a refusal of it is told above the code.
    { errorOverrides: { TOKEN_INVALID: "auth.otp.codeInvalid" } },
  );

  async function resend() {
    if (!sentTo || isResending) return;
    setIsResending(true);
    try {
      if (await requestCode(sentTo)) showToast(t("auth.otp.resent"), { type: "success" });
    } catch (error) {
      showToast(apiErrorText(t, locale, error), { type: "error" });
    } finally {
      setIsResending(false);
    }
  }

  if (checkEmailFor) return <CheckEmailNotice email={checkEmailFor} />;
  // Both steps show the captcha: a new code needs a fresh proof of work.
  if (sentTo === null) {
    return (
      <ValidatedForm form={emailForm} onSubmit={onEmail}>
        <EmailField hint={t("auth.otp.emailHint")} {...emailForm.text("email")} />
        <BirthdayField {...emailForm.text("birthday")} />
        <TermsCheckbox {...emailForm.checkbox("termsAccepted")} />
        {captcha.field}
        <SubmitButton form={emailForm} label={t("auth.otp.send")} busyLabel={t("auth.otp.sending")} />
      </ValidatedForm>
    );
  }
  return (
    <>
      <p role="status">{t("auth.otp.sent", { email: sentTo })}</p>
      <ValidatedForm form={codeForm} onSubmit={onCode}>
        <TextField
          label={t("auth.otp.code")}
          hint={t("auth.otp.codeHint", { length: ONE_TIME_CODE_LENGTH })}
          className={styles.codeField}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={ONE_TIME_CODE_LENGTH}
          required
          {...codeForm.text("code")}
        />
        <SubmitButton form={codeForm} label={t("auth.otp.verify")} busyLabel={t("auth.otp.verifying")} />
      </ValidatedForm>
      {captcha.field}
      <div className={styles.actions}>
        <button type="button" className={styles.linkButton} onClick={resend} aria-disabled={isResending}>
          {t("auth.otp.resend")}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
          {t("auth.otp.changeEmail")}
        </button>
      </div>
    </>
  );
}
