import type { EndpointOutput } from "@casino/contracts";
import { operatorSignInEndpoint } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type CallInput, useApi } from "../../../lib/api";
import styles from "./sign-in.module.css";
import { signInErrorText } from "./sign-in-errors";

type Answer = EndpointOutput<typeof operatorSignInEndpoint>;

/** First step: e-mail and password. Answers the second step the server chose (enrol or verify). */
export function CredentialsStep({ onAnswer }: { onAnswer: (answer: Answer) => void }) {
  const api = useApi();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useMutation({
    mutationFn: (body: CallInput<typeof operatorSignInEndpoint>["body"]) =>
      api.call(operatorSignInEndpoint, { body }),
    onSuccess: onAnswer,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="sign-in-error">
      <FieldShell label="E-mail">
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username"
            required
            // biome-ignore lint/a11y/noAutofocus: the sign-in page has one task; its first field takes focus.
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell label="Password">
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FieldShell>
      <p id="sign-in-error" role="alert" className={signIn.error ? styles.error : undefined}>
        {signIn.error ? signInErrorText(signIn.error) : ""}
      </p>
      <Button type="submit" block disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Continue"}
      </Button>
    </form>
  );
}
