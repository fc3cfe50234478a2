import type { SupportMessage } from "@casino/contracts";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import styles from "./support-chat.module.css";

/**
 * The conversation's messages, oldest first, in a live log: a screen reader announces each new one (a reply
 * from support above all) without the player moving there. It scrolls to the newest as they come, and
 * takes focus by keyboard to be scrolled back.
 */
export function SupportChatLog({ messages }: { messages: readonly SupportMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: "short" }), [locale]);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (lastId !== undefined && element) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return (
    <div
      ref={scroller}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-label={t("supportChat.log")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{t("supportChat.empty")}</p>
      ) : (
        <ul className={styles.messages}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message} data-author={message.author}>
              <p className={styles.meta}>
                {message.author === "player" ? t("supportChat.you") : t("supportChat.support")}{" "}
                <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
              </p>
              <p className={styles.text}>{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
