import type { SignUpFlow } from "@casino/contracts";
import { otpGetFlowRoute } from "@casino/contracts/client";
import { Page } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { acquisitionFromQuery } from "../model/auth-query";
import styles from "./auth.module.css";
import { AuthSwitch } from "./auth-switch";
import { EmailSignUpForm } from "./email-sign-up-form";
import { OtpSignUpForm } from "./otp-sign-up-form";
import { WelcomeBonus } from "./welcome-bonus";

/** Which sign-up form applies, asked of the server with the visit's sources (spec §7 `/rest/otp/get-flow/`). */
function useSignUpFlow(search: string): SignUpFlow | undefined {
  const { registrationSource, trafficSource } = acquisitionFromQuery(search);
  const { data, isError } = useQuery({
    queryKey: ["sign-up-flow", registrationSource ?? null, trafficSource ?? null],
    queryFn: () =>
      browserApi.call(otpGetFlowRoute, {
        body: { registration_source: registrationSource, traffic_source: trafficSource },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Without an answer the classic form still lets the visitor in.
  return isError ? "email" : data?.flow;
}

/** `/signup`: the welcome offer, what an invited friend gets, and the form of the visitor's flow. */
export function SignUpPage({ offer }: { offer?: ReactNode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const flow = useSignUpFlow(search);
  return (
    <Page title={t("auth.signUp.title")}>
      <WelcomeBonus />
      {offer}
      {flow === undefined ? (
        <p className={styles.muted} role="status">
          {t("auth.signUp.loading")}
        </p>
      ) : flow === "otp" ? (
        <OtpSignUpForm />
      ) : (
        <EmailSignUpForm />
      )}
      <AuthSwitch to="signin" />
    </Page>
  );
}
