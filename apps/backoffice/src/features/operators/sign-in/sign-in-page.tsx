import type { OperatorMe } from "@casino/contracts/operators";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { SESSION_ENDED_KEY, type SessionEnded, useOperator, useSetOperator } from "../../../lib/session";
import { CredentialsStep } from "./credentials-step";
import { EnrollStep, type Enrolment } from "./enroll-step";
import { RecoveryCodesStep } from "./recovery-codes-step";
import styles from "./sign-in.module.css";
import { VerifyStep } from "./verify-step";

type Step =
  | { name: "credentials"; notice?: string }
  | { name: "enroll"; enrolment: Enrolment }
  | { name: "verify"; challenge: string }
  | { name: "recovery-codes"; operator: OperatorMe; codes: string[] };

const TITLES: Record<Step["name"], string> = {
  credentials: "Sign in to the back office",
  enroll: "Set up two-step sign-in",
  verify: "Enter your code",
  "recovery-codes": "Two-step sign-in is on",
};

/** Where to go after signing in: the page the operator was sent away from, else the start. */
function useReturnPath() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return from?.startsWith("/") && !from.startsWith("/sign-in") ? from : "/";
}

/** Why the operator is back at sign-in, when the server ended their session. */
function useSessionEndedNotice(): string | undefined {
  const queryClient = useQueryClient();
  const [ended] = useState(() => queryClient.getQueryData<SessionEnded>(SESSION_ENDED_KEY));
  if (!ended) return undefined;
  const idle = ended.idleTimeoutMinutes ? ` after ${ended.idleTimeoutMinutes} minutes without activity` : "";
  return `Your session ended${idle}. Sign in again to carry on where you were.`;
}

/**
 * Signing in, in the server's steps: e-mail and password; then either enrolling an authenticator (QR code,
 * first code, recovery codes shown once) or a code from it (or a recovery code). Focus moves to each new
 * step's heading, so keyboard and screen-reader users start at its top.
 */
export function SignInPage() {
  const operator = useOperator();
  const setOperator = useSetOperator();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const sessionEndedNotice = useSessionEndedNotice();
  const [step, setStep] = useState<Step>({ name: "credentials", notice: sessionEndedNotice });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const isFirstStep = useRef(true);

  useEffect(() => {
    // The first step's field takes focus itself; later steps start from their heading.
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    if (step.name !== "recovery-codes") headingRef.current?.focus();
  }, [step]);

  const signedIn = (who: OperatorMe) => {
    setOperator(who);
    navigate(returnPath, { replace: true });
  };
  const restart = (notice: string) => setStep({ name: "credentials", notice });

  if (operator.data && step.name === "credentials") return <Navigate to={returnPath} replace />;

  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <p className={styles.brand}>Casino back office</p>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {TITLES[step.name]}
        </h1>
        {step.name === "credentials" ? (
          <>
            {step.notice ? (
              <p className={styles.notice} role="status">
                {step.notice}
              </p>
            ) : null}
            <CredentialsStep
              onAnswer={(answer) =>
                setStep(
                  answer.step === "enroll"
                    ? { name: "enroll", enrolment: answer }
                    : { name: "verify", challenge: answer.challenge },
                )
              }
            />
          </>
        ) : null}
        {step.name === "enroll" ? (
          <EnrollStep
            enrolment={step.enrolment}
            onRestart={restart}
            onEnrolled={(answer) =>
              setStep({ name: "recovery-codes", operator: answer.operator, codes: answer.recoveryCodes })
            }
          />
        ) : null}
        {step.name === "verify" ? (
          <VerifyStep challenge={step.challenge} onRestart={restart} onVerified={signedIn} />
        ) : null}
        {step.name === "recovery-codes" ? (
          <RecoveryCodesStep codes={step.codes} onDone={() => signedIn(step.operator)} />
        ) : null}
      </div>
    </main>
  );
}
