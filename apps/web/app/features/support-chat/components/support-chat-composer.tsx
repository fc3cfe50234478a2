import { SUPPORT_MESSAGE_MAX } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { newClientMessageId } from "../model/client-message-id";
import styles from "./support-chat.module.css";

interface SupportChatComposerProps {
  onSend: (message: { text: string; clientMessageId: string }) => Promise<unknown>;
  isSending: boolean;
}

/**
 * Writing to support. Enter sends and Shift+Enter starts a new line. A message keeps its id until it is
 * sent, so trying again after a failure (a timeout that did reach the server) cannot post it twice; editing
 * it makes it a new message.
 */
export function SupportChatComposer({ onSend, isSending }: SupportChatComposerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hintId = useId();
  const [text, setText] = useState("");
  // The id of the message as last tried: kept for a retry of the same text, dropped once sent or edited.
  const triedId = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canSend = text.trim().length > 0 && !isSending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setError(null);
    triedId.current ??= newClientMessageId();
    try {
      await onSend({ text: text.trim(), clientMessageId: triedId.current });
      triedId.current = null;
      setText("");
    } catch (failure) {
      setError(`${t("supportChat.sendFailed")} ${apiErrorText(t, locale, failure)}`);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label className={styles.label} htmlFor={`${hintId}-text`}>
        {t("supportChat.composer.label")}
      </label>
      <textarea
        id={`${hintId}-text`}
        className={styles.textarea}
        value={text}
        maxLength={SUPPORT_MESSAGE_MAX}
        rows={2}
        aria-describedby={hintId}
        onChange={(event) => {
          triedId.current = null;
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className={styles.hint}>
        {t("supportChat.composer.hint")}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!canSend} className={styles.send}>
        {isSending ? t("supportChat.composer.sending") : t("supportChat.composer.send")}
      </Button>
    </form>
  );
}
