import type { OperatorSupportMessage } from "@casino/contracts/support-chat";
import { useEffect, useRef } from "react";
import styles from "./support-chat.module.css";

const time = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * The conversation's messages, oldest first, scrolled to the newest as they arrive. A region that scrolls
 * takes focus, so it can be read by keyboard.
 */
export function SupportMessages({ messages }: { messages: readonly OperatorSupportMessage[] }) {
  const scroller = useRef<HTMLElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (lastId !== undefined && element) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section ref={scroller} className={styles.messages} aria-label="Messages" tabIndex={0}>
      <ol className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.message} data-author={message.author}>
            <p className={styles.meta}>
              {message.operator ? message.operator.name : "Player"} ·{" "}
              <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
            </p>
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
