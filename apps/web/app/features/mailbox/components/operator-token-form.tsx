import { Button } from "@casino/ui";
import { useEffect, useId, useRef, useState } from "react";
import { TextField, useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import styles from "./mailbox-page.module.css";

/**
 * Asks for the operator token. The input has no name and the button waits for the page to be interactive,
 * so the token is never submitted as a form (which would put it in the address bar).
 */
export function OperatorTokenForm({
  error,
  onSubmit,
}: {
  /** Why the last token was not used (the server refused it). */
  error: string | undefined;
  onSubmit: (token: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const isHydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [isEmpty, setIsEmpty] = useState(false);

  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const token = value.trim();
        if (!token) {
          setIsEmpty(true);
          inputRef.current?.focus();
          return;
        }
        onSubmit(token);
      }}
    >
      <h2 id={titleId} className={styles.formTitle}>
        {t("devMailbox.token.title")}
      </h2>
      <TextField
        ref={inputRef}
        label={t("devMailbox.token.label")}
        hint={t("devMailbox.token.hint")}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={isEmpty ? t("devMailbox.token.required") : error}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value.trim()) setIsEmpty(false);
        }}
      />
      <div>
        <Button type="submit" disabled={!isHydrated}>
          {t("devMailbox.token.submit")}
        </Button>
      </div>
    </form>
  );
}
