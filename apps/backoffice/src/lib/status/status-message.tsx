import styles from "./status-message.module.css";

export type Status = { tone: "success" | "error"; text: string } | null;

/**
 * The outcome of an operator's action, announced to screen readers: errors assertively, successes
 * politely. Both live regions stay in the page (empty and out of the layout when there is nothing to say),
 * so a screen reader hears the text the moment it appears.
 */
export function StatusMessage({ status }: { status: Status }) {
  return (
    <>
      <p role="alert" className={status?.tone === "error" ? styles.error : styles.idle}>
        {status?.tone === "error" ? status.text : ""}
      </p>
      <p role="status" className={status?.tone === "success" ? styles.success : styles.idle}>
        {status?.tone === "success" ? status.text : ""}
      </p>
    </>
  );
}
