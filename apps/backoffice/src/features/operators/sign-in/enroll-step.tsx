import type { OperatorMe } from "@casino/contracts/operators";
import { operatorEnrollEndpoint } from "@casino/contracts/operators";
import { Button } from "@casino/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api";
import { CodeField } from "./code-field";
import styles from "./sign-in.module.css";
import { isChallengeExpired, signInErrorText } from "./sign-in-errors";

export interface Enrolment {
  challenge: string;
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

/**
 * The server's QR code as an image. Its markup is never put into the page: as an `<img>` an SVG can run no
 * script and reach nothing, whatever it holds.
 */
export const qrCodeImageSource = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Groups the secret by four for reading it into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** Second step at the first sign-in: add the authenticator, then prove it with its first code. */
export function EnrollStep({
  enrolment,
  onEnrolled,
  onRestart,
}: {
  enrolment: Enrolment;
  onEnrolled: (answer: { operator: OperatorMe; recoveryCodes: string[] }) => void;
  onRestart: (reason: string) => void;
}) {
  const api = useApi();
  const [code, setCode] = useState("");
  const enroll = useMutation({
    mutationFn: () => api.call(operatorEnrollEndpoint, { body: { challenge: enrolment.challenge, code } }),
    onSuccess: onEnrolled,
    onError: (error) => {
      if (isChallengeExpired(error)) onRestart(signInErrorText(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enroll.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        Your account needs an authenticator app (such as 1Password, Google Authenticator or Aegis). Scan this
        code with it:
      </p>
      <img
        className={styles.qr}
        src={qrCodeImageSource(enrolment.qrCodeSvg)}
        alt="QR code to add this account to an authenticator app"
        width={200}
        height={200}
      />
      <details className={styles.manual}>
        <summary>Can't scan? Enter the key by hand</summary>
        <p>
          Key: <code className={styles.secret}>{grouped(enrolment.secret)}</code>
        </p>
        <p className={styles.hint}>Time-based, 6 digits, every 30 seconds.</p>
      </details>
      <CodeField
        value={code}
        onChange={setCode}
        disabled={enroll.isPending}
        error={enroll.error && !isChallengeExpired(enroll.error) ? signInErrorText(enroll.error) : undefined}
      />
      <Button type="submit" block disabled={enroll.isPending || code.length !== 6}>
        {enroll.isPending ? "Checking…" : "Turn on two-step sign-in"}
      </Button>
    </form>
  );
}
