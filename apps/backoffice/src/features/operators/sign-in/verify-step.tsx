import { type OperatorMe, operatorVerifyEndpoint } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api";
import { CodeField } from "./code-field";
import styles from "./sign-in.module.css";
import { isChallengeExpired, signInErrorText } from "./sign-in-errors";

/** Second step: the authenticator's current code, or one of the recovery codes when the phone is lost. */
export function VerifyStep({
  challenge,
  onVerified,
  onRestart,
}: {
  challenge: string;
  onVerified: (operator: OperatorMe) => void;
  onRestart: (reason: string) => void;
}) {
  const api = useApi();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState("");
  const [recoveryCode, setRecoveryCode] = useState("");
  const verify = useMutation({
    mutationFn: () =>
      api.call(operatorVerifyEndpoint, {
        body: { challenge, code: useRecoveryCode ? recoveryCode.trim() : code },
      }),
    onSuccess: (answer) => onVerified(answer.operator),
    onError: (error) => {
      if (isChallengeExpired(error)) onRestart(signInErrorText(error));
    },
  });
  const error = verify.error && !isChallengeExpired(verify.error) ? signInErrorText(verify.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  const isReady = useRecoveryCode ? recoveryCode.trim().length >= 10 : code.length === 6;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {useRecoveryCode ? (
        <FieldShell
          label="Recovery code"
          hint="One of the codes you saved when you enrolled; each works once."
          error={error}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.code}`}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the field replaced the code field the operator switched from.
              autoFocus
              disabled={verify.isPending}
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
          )}
        </FieldShell>
      ) : (
        <CodeField value={code} onChange={setCode} error={error} disabled={verify.isPending} />
      )}
      <Button type="submit" block disabled={verify.isPending || !isReady}>
        {verify.isPending ? "Checking…" : "Sign in"}
      </Button>
      <Button
        variant="ghost"
        block
        disabled={verify.isPending}
        onClick={() => {
          verify.reset();
          setUseRecoveryCode(!useRecoveryCode);
        }}
      >
        {useRecoveryCode ? "Use a code from the app instead" : "Lost your phone? Use a recovery code"}
      </Button>
    </form>
  );
}
