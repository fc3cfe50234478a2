import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TITLE_MAX,
  type NotificationCategory,
  sendPlayerNotificationEndpoint,
} from "@casino/contracts/notifications";
import { allows } from "@casino/contracts/operators";
import { Button, FieldShell } from "@casino/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./notifications.module.css";

const CATEGORY_NAMES: Record<NotificationCategory, string> = {
  system: "System",
  promotions: "Promotions",
  rewards: "Rewards",
};

const EMPTY = { category: "system" as NotificationCategory, title: "", body: "", link: "" };

/**
 * Sends one player a notification from their page (operators with players:write): it lands in the
 * player's notification centre and, when they have the site open, on their bell at once.
 */
export function SendNotificationForm({ playerId }: { playerId: string }) {
  const api = useApi();
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<Status>(null);
  const send = useMutation({
    mutationFn: () =>
      api.call(sendPlayerNotificationEndpoint, {
        params: { id: playerId },
        body: {
          category: fields.category,
          title: fields.title,
          body: fields.body,
          // An empty field means no link, not an invalid one.
          ...(fields.link.trim() ? { link: fields.link } : {}),
        },
      }),
    onSuccess: (notification) => {
      setFields(EMPTY);
      setStatus({ tone: "success", text: `“${notification.title}” sent to the player.` });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const me = useOperator().data;
  if (!me || !allows(me.permissions, "players:write")) return null;
  const fieldError = (name: string) =>
    isApiError(send.error)
      ? send.error.details.find((detail) => detail.path === `body.${name}`)?.message
      : undefined;
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <section className={styles.card} aria-labelledby="send-notification">
      <h2 id="send-notification" className={styles.cardTitle}>
        Send a notification
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Send a notification">
        <StatusMessage status={status} />
        <FieldShell label="Category" error={fieldError("category")}>
          {(control) => (
            <select {...control} className={styles.input} value={fields.category} onChange={set("category")}>
              {NOTIFICATION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_NAMES[category]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Title" error={fieldError("title")}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              maxLength={NOTIFICATION_TITLE_MAX}
              value={fields.title}
              onChange={set("title")}
            />
          )}
        </FieldShell>
        <FieldShell label="Message" error={fieldError("body")}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={3}
              maxLength={NOTIFICATION_BODY_MAX}
              value={fields.body}
              onChange={set("body")}
            />
          )}
        </FieldShell>
        <FieldShell label="Link in the site (optional)" error={fieldError("link")}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              placeholder="/lobby"
              value={fields.link}
              onChange={set("link")}
            />
          )}
        </FieldShell>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending…" : "Send notification"}
          </Button>
        </div>
      </form>
    </section>
  );
}
